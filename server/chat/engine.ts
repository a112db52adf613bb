/**
 * The embedded answer engine: a question → a `Query` (query.ts) → figures computed from what the
 * reader returns (the admin API read as the user), each cited with the app list that shows it. One
 * module per kind of question (`answers/`), all reading the companies through one cross-company
 * reader (`readEachCompany`, answers/common.ts). It never writes a number it did not compute; a
 * question outside its intents is declined.
 */
import type { SpendReader } from './apiReader.ts';
import { approvalsAnswer } from './answers/approvals.ts';
import { limitsAnswer } from './answers/limits.ts';
import { spendAnswer } from './answers/spend.ts';
import { unusualAnswer } from './answers/unusual.ts';
import { CitationBook, type Answer } from './citations.ts';
import { parseQuestion, type Query } from './query.ts';
import { chatTexts, en, type ChatLocale } from './texts.ts';

export { NEARLY_USED_SHARE } from './answers/limits.ts';
export { UNUSUAL_TIMES_MEDIAN } from './answers/unusual.ts';

/** One query's answer (a tool call of the model, or the engine's own reading of the question). */
export async function runQuery(
  query: Query,
  reader: SpendReader,
  options: { today: string; question?: string; firstRef?: number; locale?: ChatLocale },
): Promise<Answer> {
  const book = new CitationBook(options.firstRef);
  const question = options.question ?? '';
  const locale = options.locale ?? 'en';
  const t = chatTexts(locale);
  switch (query.kind) {
    case 'decline':
      return { text: t.declines[query.reason], citations: [] };
    case 'spend':
      return spendAnswer(query, reader, options.today, question, book, t, locale);
    case 'approvals':
      return approvalsAnswer(query, reader, options.today, question, book, t);
    case 'limits':
      return limitsAnswer(query, reader, question, book, t);
    case 'unusual':
      return unusualAnswer(query, reader, options.today, question, book, t, locale);
  }
}

/** The embedded engine's whole answer to a question (read in English or Arabic), written in `locale`. */
export function answerQuestion(question: string, reader: SpendReader, today: string, locale: ChatLocale = 'en'): Promise<Answer> {
  return runQuery(parseQuestion(question, today), reader, { today, question, locale });
}

export const DECLINE_TEXT = en.declines.outside;
