import { describe, expect, it } from 'vitest';
import { chatTexts, type ChatLocale } from '../../server/chat/texts.ts';
import type { Citation } from '../../server/chat/citations.ts';
import { SEEDED_ACCOUNTS } from '../../server/mock-api/index.ts';
import { serializeQuery } from '../../src/api/querySerializer.ts';
import { endpointsOf } from '../../src/providers/data/resources.ts';
import { toListQuery } from '../../src/providers/data/listQuery.ts';
import { SPENT_EXPENSE_STATUSES } from '../../src/domain/spend.ts';
import { useTestServer } from './mockServer.ts';

/**
 * Issue 35 item 3: every figure the assistant gives is the total of the list its link opens — the
 * link's filters, read through the API as the app's list reads them, select exactly the records counted.
 */
const api = useTestServer({ resetEachTest: false });

const CONTEXT = { portfolioData: [], portfolioStats: {}, approvalStats: {}, portfolioCount: 0, detailedApprovals: [], totalApprovals: 0 };
type Reply = { response: string; citations: Citation[]; answered_by: string };
type Row = { id: number; amount?: number; currency: string; total?: number; outstanding?: number; limit?: { spent: number } | null };

const LIST_RESOURCE = { expenses: 'expenses', bills: 'bills', cards: 'cards' } as const;

/** The rows of the list a citation's link opens, fetched as the app's list fetches them (filters → API query). */
async function linkedList(token: string, citation: Citation): Promise<Row[]> {
  const query = toListQuery(
    {
      filter: citation.filter,
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      meta: citation.list === 'cards' ? { partials: ['limit'] } : {},
    },
    endpointsOf(LIST_RESOURCE[citation.list]),
  );
  const response = await api.get(`${endpointsOf(LIST_RESOURCE[citation.list]).list}?${serializeQuery({ ...query })}`, {
    accessToken: token,
    tenant: citation.company_id,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Row[]; meta: { total: number } };
  expect(body.data).toHaveLength(body.meta.total);
  return body.data;
}

const cents = (value: number) => Math.round(value * 100);
const perCurrency = (rows: Row[]) => {
  const totals = new Map<string, { cents: number; amounts: number[] }>();
  for (const row of rows) {
    const entry = totals.get(row.currency) ?? { cents: 0, amounts: [] };
    entry.cents += cents(row.amount ?? 0);
    entry.amounts.push(row.amount ?? 0);
    totals.set(row.currency, entry);
  }
  return totals;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round((sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2) * 100) / 100;
};

/** What the citation's text must state, computed from the linked list alone. */
function expectedFigures(citation: Citation, rows: Row[], locale: ChatLocale): string[] {
  const t = chatTexts(locale);
  if (citation.record_id !== undefined) {
    const record = rows.find((row) => row.id === citation.record_id);
    expect(record, `record ${citation.record_id} is in its linked list`).toBeDefined();
    if (citation.list === 'cards') return [t.money(record!.limit!.spent, record!.currency ?? 'AED')];
    if (citation.list === 'bills') return [t.money(record!.total!, record!.currency), t.money(record!.outstanding!, record!.currency)];
    return [t.money(record!.amount!, record!.currency)];
  }
  if (citation.list === 'bills') return [citation.filter.overdue ? t.billsOverdue(rows.length) : t.billsWaiting(rows.length)];
  const figures = [t.expensesWaiting(rows.length)];
  for (const [currency, { cents: total, amounts }] of perCurrency(rows)) {
    figures.push(t.spendFigure(t.money(total / 100, currency), amounts.length), t.money(median(amounts), currency));
    // The change lines state the amount alone.
    if (citation.text.includes(t.money(total / 100, currency)) && !/\d+ expenses?|عدد المصروفات/.test(citation.text))
      figures.push(t.money(total / 100, currency));
  }
  return figures;
}

const QUESTIONS: { kind: string; en: string; ar: string }[] = [
  {
    kind: 'spend of a category with sub-categories',
    en: 'How much did we spend on travel last month by company?',
    ar: 'كم أنفقنا على Travel الشهر الماضي حسب الشركة؟',
  },
  { kind: 'spend by company', en: 'How much did each company spend this year?', ar: 'كم أنفقت كل شركة هذه السنة؟' },
  { kind: 'spend by category', en: 'Spend by category this year', ar: 'الإنفاق حسب الفئة هذه السنة' },
  { kind: 'spend by merchant', en: 'Top merchants this year', ar: 'أكثر التجار إنفاقًا هذه السنة' },
  { kind: 'spend by person', en: 'Who are the top spenders this year?', ar: 'من هم أكثر المنفقين هذه السنة؟' },
  { kind: 'spend at a merchant', en: 'How much did we spend at Hertz this year?', ar: 'كم أنفقنا لدى Hertz هذه السنة؟' },
  { kind: 'change of spend', en: 'How did spend change by company since last month?', ar: 'كيف تغيّر إنفاق كل شركة منذ الشهر الماضي؟' },
  { kind: 'approvals', en: 'What is pending approval?', ar: 'ما الذي بانتظار الموافقة؟' },
  { kind: 'card limits', en: 'Which card limits are nearly used?', ar: 'ما حدود البطاقات التي أوشكت على النفاد؟' },
  { kind: 'unusual spend', en: 'Any unusual spend in the last 90 days?', ar: 'هل هناك إنفاق غير معتاد خلال آخر ٩٠ يومًا؟' },
];

describe('each figure of the assistant is the total of the list its link opens', () => {
  const cases = QUESTIONS.flatMap(({ kind, en, ar }) => [
    [kind, 'en', en],
    [kind, 'ar', ar],
  ]) as [string, ChatLocale, string][];

  it.each(cases)('%s (%s): %s', async (_kind, locale, message) => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.send(
      'POST',
      '/api/chat',
      { message, context: CONTEXT, history: [], sessionId: 'links', locale },
      { accessToken: token },
    );
    expect(response.status).toBe(200);
    const reply = (await response.json()) as Reply;
    expect(reply.answered_by).toBe('engine');
    expect(reply.citations.length, reply.response).toBeGreaterThan(0);
    for (const citation of reply.citations) {
      const rows = await linkedList(token, citation);
      const figures = expectedFigures(citation, rows, locale);
      expect(
        figures.some((figure) => citation.text.includes(figure)),
        `${citation.text} states one of ${figures.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('counts Car rental (a sub-category of Travel) as travel, and links Travel with its sub-categories', async () => {
    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.send(
      'POST',
      '/api/chat',
      { message: 'How much did we spend on travel this year by company?', context: CONTEXT, history: [], sessionId: 'links' },
      { accessToken: token },
    );
    const reply = (await response.json()) as Reply;
    expect(reply.response).not.toContain('no spend');
    expect(reply.citations.length).toBeGreaterThan(0);
    for (const citation of reply.citations) expect((citation.filter.category_id as number[]).length).toBeGreaterThan(1);
  });

  // Last: it changes one expense of the shared database.
  it('an unusual expense in a currency other than AED links to a list that holds it (the amount filters compare in AED)', async () => {
    const db = api.db();
    const since = Date.now() - 80 * 86_400_000;
    const recent = db.expenses.filter(
      (row) => row.currency !== 'AED' && SPENT_EXPENSE_STATUSES.includes(row.status) && Date.parse(row.spent_at) >= since,
    );
    const pairs = new Map<string, typeof recent>();
    for (const row of recent)
      pairs.set(`${row.company_id}|${row.currency}`, [...(pairs.get(`${row.company_id}|${row.currency}`) ?? []), row]);
    const rows = [...pairs.values()].sort((a, b) => b.length - a.length)[0];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const outlier = rows[0];
    outlier.amount = Math.max(...rows.map((row) => row.amount)) * 1000;

    const token = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.send(
      'POST',
      '/api/chat',
      { message: 'Any unusual spend in the last 90 days?', context: CONTEXT, history: [], sessionId: 'links' },
      { accessToken: token },
    );
    const reply = (await response.json()) as Reply;
    const cited = reply.citations.find((citation) => citation.record_id === outlier.id);
    expect(cited, reply.response).toBeDefined();
    expect((await linkedList(token, cited!)).map((row) => row.id)).toContain(outlier.id);
  });
});
