import type { SpendReader } from '../apiReader.ts';
import type { Answer, CitationBook } from '../citations.ts';
import type { Query } from '../query.ts';
import type { ChatTexts } from '../texts.ts';
import { LIST_SIZE, noCompanyAnswer, notReadable, readable, readEachCompany, unreadable } from './common.ts';

/** A card limit is nearly used from this share of it. */
export const NEARLY_USED_SHARE = 0.8;

export async function limitsAnswer(
  query: Extract<Query, { kind: 'limits' }>,
  reader: SpendReader,
  question: string,
  book: CitationBook,
  t: ChatTexts,
): Promise<Answer> {
  const reads = await readEachCompany(reader, query.filters.company, question, async (company) => ({
    read: await reader.cards(company.id),
  }));
  if (!reads) return noCompanyAnswer(t, query.filters.company);
  const nearly = readable(reads).flatMap(({ company, read }) =>
    read.rows
      .filter((card) => card.status !== 'terminated' && card.limit?.mode === 'limit' && card.limit.amount > 0)
      .map((card) => ({ company, card, limit: card.limit!, share: card.limit!.spent / card.limit!.amount }))
      .filter((entry) => entry.share >= NEARLY_USED_SHARE),
  );
  const skipped = notReadable(t, unreadable(reads), 'cards');
  if (nearly.length === 0) return { text: `${t.noLimits(t.percent(NEARLY_USED_SHARE))}${skipped}`, citations: [] };
  nearly.sort((a, b) => b.share - a.share);
  const lines = [t.limitsIntro(nearly.length, t.percent(NEARLY_USED_SHARE))];
  for (const { company, card, limit, share } of nearly.slice(0, LIST_SIZE)) {
    const name = t.cardName(card.number.slice(-4), card.name);
    const figure = t.limitFigure(t.money(limit.spent, limit.currency), t.money(limit.amount, limit.currency), t.percent(share));
    const ref = book.cite(`${name}: ${figure}`, company, 'cards', { status: [card.status] }, { record_id: card.id });
    lines.push(t.limitLine(name, company.name, figure, ref));
  }
  if (nearly.length > LIST_SIZE) lines.push(t.more(nearly.length - LIST_SIZE));
  return { text: lines.join('\n') + skipped, citations: book.citations };
}
