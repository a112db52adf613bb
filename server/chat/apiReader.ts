import type { Bill, Card, Category, Expense, SubTenant } from '../../src/api/schema.d.ts';

/** What the assistant reads of a company, as the user: only the fields it computes with. */
export type ExpenseRow = Pick<Expense, 'id' | 'merchant' | 'amount' | 'currency' | 'status' | 'spent_at' | 'category_id'> & {
  member: { id: number; name: string } | null;
};
export type BillRow = Pick<
  Bill,
  'id' | 'vendor_name' | 'invoice_number' | 'due_date' | 'currency' | 'total' | 'outstanding' | 'approval_status' | 'is_overdue' | 'is_void'
>;
export type CardRow = Pick<Card, 'id' | 'number' | 'name' | 'status'> & {
  limit: { amount: number; spent: number; currency: string; mode: string } | null;
};
/** A category and its parent (null for a top-level one): a category's spend includes its sub-categories'. */
export type CategoryRow = Pick<Category, 'id' | 'name' | 'parent_id'>;
export type Company = Pick<SubTenant, 'id' | 'name'>;

/** A read the user may not make in that company (403: permission or deny list) is `forbidden`, not an empty list. */
export type Read<T> = { ok: true; rows: T[] } | { ok: false; reason: 'forbidden' | 'failed' };

/** The calls the answer engine makes; the HTTP reader below, or a fixed dataset in unit tests. */
export interface SpendReader {
  companies(): Promise<Company[]>;
  expenses(companyId: string): Promise<Read<ExpenseRow>>;
  bills(companyId: string): Promise<Read<BillRow>>;
  cards(companyId: string): Promise<Read<CardRow>>;
  categories(companyId: string): Promise<Read<CategoryRow>>;
}

/** The upstream refused the user's token: `/api/chat` answers 401 as well. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthenticated.');
  }
}

const PAGE_SIZE = 10_000;
/** More pages than this of one list is more than an answer needs; the answer says so rather than reading on. */
const MAX_PAGES = 5;

type Page<T> = { data: T[]; meta?: { last_page?: number } };

/**
 * Reads the admin API AS THE USER: their bearer token, `X-Tenant` per company. The mock (or a real
 * backend) then applies the user's permissions and the deny list in each company, so the engine can
 * only ever compute from what the user may see.
 */
export function createApiReader({
  origin,
  authorization,
  sandbox,
}: {
  origin: string;
  authorization: string;
  /** QA: the mock sandbox the browser's call named (`X-Mock-Sandbox`); the assistant reads that sandbox's data. */
  sandbox?: string;
}): SpendReader {
  const get = async (path: string, companyId?: string): Promise<Response> => {
    const response = await fetch(`${origin}${path}`, {
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        ...(companyId ? { 'X-Tenant': companyId } : {}),
        ...(sandbox ? { 'X-Mock-Sandbox': sandbox } : {}),
      },
    });
    if (response.status === 401) throw new UnauthorizedError();
    return response;
  };

  async function list<T, R>(path: string, companyId: string, map: (row: T) => R): Promise<Read<R>> {
    const rows: R[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const separator = path.includes('?') ? '&' : '?';
      const response = await get(`${path}${separator}per_page=${PAGE_SIZE}&page=${page}`, companyId);
      if (response.status === 403) return { ok: false, reason: 'forbidden' };
      if (!response.ok) return { ok: false, reason: 'failed' };
      const body = (await response.json()) as Page<T>;
      rows.push(...body.data.map(map));
      if ((body.meta?.last_page ?? 1) <= page) break;
    }
    return { ok: true, rows };
  }

  return {
    async companies() {
      const response = await get('/api/admin/sub-tenants');
      if (!response.ok) return [];
      const body = (await response.json()) as { data: SubTenant[] };
      return body.data.map(({ id, name }) => ({ id, name }));
    },
    expenses: (companyId) =>
      list<Expense, ExpenseRow>('/api/admin/expenses', companyId, (row) => ({
        id: row.id,
        merchant: row.merchant,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        spent_at: row.spent_at,
        category_id: row.category_id,
        member: row.member ? { id: row.member.id, name: `${row.member.first_name} ${row.member.last_name}`.trim() } : null,
      })),
    bills: (companyId) =>
      list<Bill, BillRow>('/api/admin/bills', companyId, (row) => ({
        id: row.id,
        vendor_name: row.vendor_name,
        invoice_number: row.invoice_number,
        due_date: row.due_date,
        currency: row.currency,
        total: row.total,
        outstanding: row.outstanding,
        approval_status: row.approval_status,
        is_overdue: row.is_overdue,
        is_void: row.is_void,
      })),
    cards: (companyId) =>
      list<Card, CardRow>('/api/admin/cards?partials[]=limit', companyId, (row) => ({
        id: row.id,
        number: row.number,
        name: row.name,
        status: row.status,
        limit: row.limit ? { amount: row.limit.amount, spent: row.limit.spent, currency: row.limit.currency, mode: row.limit.mode } : null,
      })),
    categories: (companyId) =>
      list<Category, CategoryRow>('/api/admin/categories', companyId, ({ id, name, parent_id }) => ({ id, name, parent_id })),
  };
}
