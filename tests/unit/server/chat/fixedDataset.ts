import type { BillRow, CardRow, CategoryRow, Company, ExpenseRow, Read, SpendReader } from '../../../../server/chat/apiReader.ts';

/** A fixed dataset: two companies the user may read, one whose expenses are forbidden. Today is 2026-11-25 (Dubai). */
export const TODAY = '2026-11-25';
export const ACME: Company = { id: 'acme-id', name: 'Acme Trading LLC' };
export const DESERT: Company = { id: 'desert-id', name: 'Desert Logistics FZE' };
export const FALCON: Company = { id: 'falcon-id', name: 'Falcon Ventures' };

const omar = { id: 11, name: 'Omar Haddad' };
const lina = { id: 12, name: 'Lina Saeed' };
const sami = { id: 21, name: 'Sami Darwish' };

let nextId = 1;
const expense = (
  member: ExpenseRow['member'],
  merchant: string,
  amount: number,
  spentAt: string,
  extra: Partial<ExpenseRow> = {},
): ExpenseRow => ({
  id: nextId++,
  merchant,
  amount,
  currency: 'AED',
  status: 'approved',
  spent_at: spentAt,
  category_id: 1,
  member,
  ...extra,
});

export const EXPENSES: Record<string, ExpenseRow[]> = {
  [ACME.id]: [
    expense(omar, 'Emirates', 1000, '2026-11-03T08:00:00Z'),
    expense(omar, 'Emirates', 500.5, '2026-11-10T08:00:00Z'),
    expense(lina, 'Careem', 200, '2026-11-12T08:00:00Z', { category_id: 2 }),
    expense(lina, 'Careem', 150, '2026-11-13T08:00:00Z', { category_id: 2, status: 'submitted' }),
    expense(lina, 'Noon', 300, '2026-11-14T08:00:00Z', { status: 'rejected' }),
    expense(omar, 'Emirates', 800, '2026-10-05T08:00:00Z'),
    expense(lina, 'Careem', 100, '2026-10-06T08:00:00Z', { category_id: 2 }),
    // Spent at 22:00 UTC on 31 October: 1 November in Dubai.
    expense(lina, 'Careem', 50, '2026-10-31T22:00:00Z', { category_id: 2 }),
    expense(omar, 'Emirates', 120, '2026-11-05T08:00:00Z', { currency: 'USD' }),
  ],
  [DESERT.id]: [
    expense(sami, 'ENOC', 100, '2026-11-02T08:00:00Z', { category_id: 7 }),
    expense(sami, 'ENOC', 110, '2026-11-04T08:00:00Z', { category_id: 7 }),
    expense(sami, 'ENOC', 90, '2026-11-06T08:00:00Z', { category_id: 7 }),
    expense(sami, 'ENOC', 105, '2026-11-08T08:00:00Z', { category_id: 7 }),
    expense(sami, 'ENOC', 95, '2026-11-09T08:00:00Z', { category_id: 7 }),
    expense(sami, 'Rolex Boutique', 2500, '2026-11-11T08:00:00Z', { category_id: 7 }),
    expense(sami, 'ENOC', 600000, '2026-11-20T08:00:00Z', { category_id: 7, status: 'submitted' }),
  ],
};

export const CATEGORIES: Record<string, CategoryRow[]> = {
  [ACME.id]: [
    { id: 1, name: 'Travel', parent_id: null },
    { id: 2, name: 'Ground transport', parent_id: null },
    { id: 3, name: 'Car rental', parent_id: 1 },
  ],
  [DESERT.id]: [{ id: 7, name: 'Fuel', parent_id: null }],
};

export const BILLS: Record<string, BillRow[]> = {
  [ACME.id]: [
    {
      id: 501,
      vendor_name: 'DEWA',
      invoice_number: 'INV-1',
      due_date: '2026-11-20',
      currency: 'AED',
      total: 900,
      outstanding: 900,
      approval_status: 'approved',
      is_overdue: true,
      is_void: false,
    },
    {
      id: 502,
      vendor_name: 'Etisalat',
      invoice_number: 'INV-2',
      due_date: '2026-11-26',
      currency: 'AED',
      total: 300,
      outstanding: 300,
      approval_status: 'pending_approval',
      is_overdue: false,
      is_void: false,
    },
    {
      id: 503,
      vendor_name: 'Void Co',
      invoice_number: 'INV-3',
      due_date: '2026-11-01',
      currency: 'AED',
      total: 50,
      outstanding: 50,
      approval_status: 'pending_approval',
      is_overdue: true,
      is_void: true,
    },
  ],
  [DESERT.id]: [],
};

export const CARDS: Record<string, CardRow[]> = {
  [ACME.id]: [
    {
      id: 101,
      number: '************4242',
      name: 'Travel',
      status: 'active',
      limit: { mode: 'limit', amount: 5000, spent: 4500, currency: 'AED' },
    },
    {
      id: 102,
      number: '************1111',
      name: 'Office',
      status: 'active',
      limit: { mode: 'limit', amount: 5000, spent: 1000, currency: 'AED' },
    },
    {
      id: 103,
      number: '************2222',
      name: 'Shared',
      status: 'active',
      limit: { mode: 'inherited', amount: 5000, spent: 4990, currency: 'AED' },
    },
  ],
  [DESERT.id]: [
    {
      id: 201,
      number: '************3333',
      name: 'Fuel',
      status: 'active',
      limit: { mode: 'limit', amount: 1000, spent: 800, currency: 'AED' },
    },
  ],
};

const forbidden = { ok: false, reason: 'forbidden' } as const;
const rows = <T>(table: Record<string, T[]>, id: string): Read<T> => (table[id] ? { ok: true, rows: table[id] } : forbidden);

/** Falcon Ventures is the user's but every read there is refused (403). */
export const fixedReader: SpendReader = {
  companies: async () => [ACME, DESERT, FALCON],
  expenses: async (id) => rows(EXPENSES, id),
  bills: async (id) => rows(BILLS, id),
  cards: async (id) => rows(CARDS, id),
  categories: async (id) => rows(CATEGORIES, id),
};
