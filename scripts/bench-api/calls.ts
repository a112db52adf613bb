/**
 * The calls `npm run bench:api` measures (the runner is scripts/bench-api.mjs). Each call names the
 * contract operation it exercises (`GET` + the path template of openapi/); `coverage.ts` checks that
 * every list and summary GET of the contract has one, at the bench's start and in
 * tests/unit/scripts/benchApiCoverage.test.ts (which reads this table without seeding the store).
 *
 * A call's url and company are built from the seeded store at `--scale large`: each list is read in
 * the company where it has the most rows, with the filters the app sends.
 */
import type { MockDatabase } from '../../server/mock-api/store/types.ts';

/** `GET /api/admin/cards/{id}`: the method and the contract's path template. */
export type OperationName = `GET /${string}`;

export interface BenchSetup {
  db: MockDatabase;
  /** The first seeded company (Acme Trading LLC). */
  acme: string;
  /** The signed-in firm admin's headers with `X-Tenant: companyId` (the firm admin belongs to every company). */
  headers(companyId: string): Record<string, string>;
  /** `YYYY-MM-DD` (UTC) of `daysAgo` days before today. */
  day(daysAgo: number): string;
  /** Computes `make()` once per key (the busiest company of a table, a chosen record). */
  once<T>(key: string, make: () => T): T;
}

export interface BenchCall {
  /** The contract operation the call exercises. */
  operation: OperationName;
  name: string | ((setup: BenchSetup) => string);
  /** The request's path and query string. */
  url(setup: BenchSetup): string;
  /** The company of the call's `X-Tenant`. */
  company(setup: BenchSetup): string;
  /** p95 budget in ms when not the default (reports and analytics: 200). */
  budget?: number;
}

/** Issue 16's budget for analytics and reports (aggregated over a year of expenses). */
export const REPORT_BUDGET_MS = 200;

type Row = { company_id: string };
type TableName = { [K in keyof MockDatabase]: MockDatabase[K] extends readonly Row[] ? K : never }[keyof MockDatabase];

/** The company with the most rows of `table` (among `companies` when given) and its row count. */
function busiest(setup: BenchSetup, table: TableName, companies?: ReadonlySet<string>): { id: string; count: number } {
  return setup.once(`busiest ${table} ${companies ? 'of card services' : ''}`, () => {
    const counts = new Map<string, number>();
    for (const row of setup.db[table] as readonly Row[])
      if (!companies || companies.has(row.company_id)) counts.set(row.company_id, (counts.get(row.company_id) ?? 0) + 1);
    const [id, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    return { id, count };
  });
}

/** Companies whose card services are enabled and onboarded (transfers, limits and the wallet need them). */
const cardServiceCompanies = (setup: BenchSetup): ReadonlySet<string> =>
  setup.once(
    'card services',
    () =>
      new Set(
        setup.db.companies
          .filter((company) => company.settings.is_stripe_enabled === 1 && company.settings.stripe_onboarding_status === 'completed')
          .map((company) => company.id),
      ),
  );

/** A call's name and url, in the tables of calls sharing an operation and a company. */
type NamedUrl = readonly [string, (setup: BenchSetup) => string];

const lastPage = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

const cards = (s: BenchSetup) => busiest(s, 'cards');
const people = (s: BenchSetup) => busiest(s, 'members');
const bills = (s: BenchSetup) => busiest(s, 'bills');
const mail = (s: BenchSetup) => busiest(s, 'mailbox');
const expenses = (s: BenchSetup) => busiest(s, 'expenses');
const requests = (s: BenchSetup) => busiest(s, 'spendRequests');
const disputes = (s: BenchSetup) => busiest(s, 'disputes');
const payroll = (s: BenchSetup) => busiest(s, 'payrollEmployees');
const wallet = (s: BenchSetup) => busiest(s, 'walletEntries', cardServiceCompanies(s));
const acme = (s: BenchSetup) => s.acme;

/** The card with the most expenses. */
const busiestCard = (s: BenchSetup) =>
  s.once('busiest card', () => {
    const counts = new Map<number, number>();
    for (const row of s.db.expenses) if (row.card_id !== null) counts.set(row.card_id, (counts.get(row.card_id) ?? 0) + 1);
    const id = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    return s.db.cards.find((card) => card.id === id)!;
  });

/** A value of `field` set on some expense of the busiest company. */
const someExpense = (s: BenchSetup, field: 'card_id' | 'member_id' | 'department_id' | 'category_id') =>
  s.once(`expense ${field}`, () => s.db.expenses.find((row) => row.company_id === expenses(s).id && row[field] !== null)![field]!);

/** The first id of `table` in the busiest expenses company (seeded expenses carry no project or tag: the filter keeps none). */
const ownId = (s: BenchSetup, table: 'projects' | 'tags' | 'categories') =>
  s.db[table].find((row) => row.company_id === expenses(s).id)?.id ?? 1;

/** The salary run with the most lines of the busiest payroll company (its draft: every employee). */
const biggestRun = (s: BenchSetup) =>
  s.once(
    'biggest run',
    () => s.db.salaryRuns.filter((row) => row.company_id === payroll(s).id).sort((a, b) => b.lines.length - a.lines.length)[0]!,
  );

/** The run with the most lines whose salary file is made (GET sif answers 422 before). */
const biggestFiledRun = (s: BenchSetup) =>
  s.once(
    'biggest filed run',
    () => s.db.salaryRuns.filter((row) => row.file_created_at !== null).sort((a, b) => b.lines.length - a.lines.length)[0]!,
  );

/** The transfer party (member, department or card: a detail page's history) with the longest transfer history, of a company with card services. */
const busiestTransferParty = (s: BenchSetup) =>
  s.once('busiest transfer party', () => {
    const companies = cardServiceCompanies(s);
    const counts = new Map<string, { company: string; type: string; id: number | string; count: number }>();
    for (const row of s.db.transfers) {
      if (!companies.has(row.company_id)) continue;
      for (const side of [row.from, row.to]) {
        if (side.type === 'company') continue;
        const key = `${row.company_id} ${side.type} ${side.id}`;
        const entry = counts.get(key) ?? { company: row.company_id, type: side.type, id: side.id, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count)[0]!;
  });

/** The account (the wallet, a department, person or card) with the most ledger transactions, of a company with card services. */
const busiestLedgerAccount = (s: BenchSetup) =>
  s.once('busiest ledger account', () => {
    const companies = cardServiceCompanies(s);
    const counts = new Map<string, { company: string; type: string; id: string; count: number }>();
    for (const row of s.db.ledger) {
      if (!companies.has(row.company_id)) continue;
      for (const leg of row.legs) {
        if (leg.account_type === 'external') continue;
        const key = `${row.company_id} ${leg.account_type} ${leg.account_id}`;
        const entry = counts.get(key) ?? { company: row.company_id, type: leg.account_type, id: leg.account_id, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count)[0]!;
  });

/** The busiest card of a company with card services (its limit chain: company, department, person, card). */
const chainCard = (s: BenchSetup) =>
  s.once('chain card', () => {
    const companies = cardServiceCompanies(s);
    const card = busiestCard(s);
    return companies.has(card.company_id) ? card : s.db.cards.find((row) => companies.has(row.company_id) && row.member_id !== null)!;
  });

/** The company with an accounting integration and the most categories to map. */
const integrated = (s: BenchSetup) =>
  s.once('integrated company', () => {
    const connected = new Set(s.db.integrations.map((row) => row.company_id));
    return busiest(s, 'categories', connected).id;
  });

const today = (s: BenchSetup) => s.day(0);
const monthAgo = (s: BenchSetup) => s.day(31);
const yearAgo = (s: BenchSetup) => s.day(364);
/** `from=…&to=…`: the last year. */
const aYear = (s: BenchSetup) => `from=${yearAgo(s)}&to=${today(s)}`;
/** The year before the last one, to compare with. */
const yearBefore = (s: BenchSetup) => `compare_from=${s.day(729)}&compare_to=${s.day(365)}`;

const CARDS = '/api/admin/cards';
const EXPENSES = '/api/admin/expenses?sorts[]=spent_at:desc&per_page=20';
const BILLS = '/api/admin/bills';
const LEDGER = '/api/admin/wallet/entries?per_page=20';
const FLAGS = '/api/admin/compliance/flags?per_page=20';
const INBOX = '/api/admin/portfolio/approvals?per_page=25';
const SPEND = '/api/admin/analytics/spend';
const ROWS = '/api/admin/report-rows';
const LINES = (s: BenchSetup) => `/api/admin/payroll/runs/${biggestRun(s).id}/lines?per_page=20`;
const ACCOUNTING = '/api/admin/accounting/sync';

/** A catalogue of the company (20 a page, the default order), in Acme, where each has the most rows. */
const catalogue = (path: string, title: string, filters: string): BenchCall[] => [
  { operation: `GET ${path}` as OperationName, name: `${title}, page 1`, url: () => `${path}?per_page=20&page=1`, company: acme },
  {
    operation: `GET ${path}` as OperationName,
    name: `${title}, search + filter`,
    url: () => `${path}?per_page=20&${filters}`,
    company: acme,
  },
];

/** One call of a company's settings or session data (no list: one object per company or user). */
const single = (path: string, name: string, company: (s: BenchSetup) => string = acme): BenchCall => ({
  operation: `GET ${path}` as OperationName,
  name,
  url: () => path,
  company,
});

export const BENCH_CALLS: readonly BenchCall[] = [
  // Session: what every page load reads.
  single('/api/admin/me', 'me'),
  single('/api/admin/config', 'config'),
  single('/api/admin/deny-permissions', 'deny list'),
  single('/api/admin/countries', 'countries'),
  { operation: 'GET /api/admin/sub-tenants', name: 'companies (sub-tenants)', url: () => '/api/admin/sub-tenants', company: acme },
  {
    operation: 'GET /api/admin/notifications',
    name: 'notifications, unread',
    url: () => '/api/admin/notifications?filters[has][read_at]=0&sorts[]=created_at:desc&per_page=20',
    company: acme,
  },

  // Cards and people.
  {
    operation: 'GET /api/admin/cards',
    name: 'cards, page 1 (busiest company)',
    url: () => `${CARDS}?partials[]=administrator&partials[]=limit&sorts[]=created_at:desc&per_page=20&page=1`,
    company: (s) => cards(s).id,
  },
  {
    operation: 'GET /api/admin/cards',
    name: 'cards, last page',
    url: (s) => `${CARDS}?sorts[]=created_at:desc&per_page=20&page=${lastPage(cards(s).count, 20)}`,
    company: (s) => cards(s).id,
  },
  {
    operation: 'GET /api/admin/cards',
    name: 'cards, search + status + currency',
    url: () => `${CARDS}?search=a&filters[in][status][]=active&filters[exact][currency]=AED&per_page=20`,
    company: (s) => cards(s).id,
  },
  {
    operation: 'GET /api/admin/cards',
    name: 'card options (huge page)',
    url: () => `${CARDS}?page=1&per_page=1000`,
    company: (s) => cards(s).id,
  },
  {
    operation: 'GET /api/admin/limits/{entity}/{id}/chain',
    name: 'a card’s limit chain',
    url: (s) => `/api/admin/limits/card/${chainCard(s).id}/chain`,
    company: (s) => chainCard(s).company_id,
  },
  {
    operation: 'GET /api/admin/transfers',
    name: (s) => `transfers of the busiest party (${busiestTransferParty(s).count})`,
    url: (s) =>
      `/api/admin/transfers?filters[party][type]=${busiestTransferParty(s).type}&filters[party][id]=${busiestTransferParty(s).id}&per_page=20`,
    company: (s) => busiestTransferParty(s).company,
  },
  {
    operation: 'GET /api/admin/ledger',
    name: (s) => `ledger of the busiest account (${busiestLedgerAccount(s).count} transactions)`,
    url: (s) =>
      `/api/admin/ledger?filters[account][type]=${busiestLedgerAccount(s).type}${
        busiestLedgerAccount(s).type === 'company' ? '' : `&filters[account][id]=${busiestLedgerAccount(s).id}`
      }&per_page=20`,
    company: (s) => busiestLedgerAccount(s).company,
  },
  ...(['card-controls', 'card-holder-restrictions'] as const).map((part): BenchCall => ({
    operation: `GET /api/admin/${part}`,
    name: `${part.replace(/-/g, ' ')} of the busiest card`,
    url: (s) => `/api/admin/${part}?cardId=${busiestCard(s).id}`,
    company: (s) => busiestCard(s).company_id,
  })),
  {
    operation: 'GET /api/admin/members',
    name: (s) => `people, page 1 (${people(s).count} in the company)`,
    url: () => '/api/admin/members?partials[]=department&sorts[]=created_at:desc&per_page=20',
    company: (s) => people(s).id,
  },
  {
    operation: 'GET /api/admin/members',
    name: 'people, search, last page',
    url: (s) => `/api/admin/members?partials[]=department&search=a&per_page=20&page=${lastPage(people(s).count, 20)}`,
    company: (s) => people(s).id,
  },
  {
    operation: 'GET /api/admin/departments',
    name: 'departments',
    url: () => '/api/admin/departments?per_page=20',
    company: (s) => busiest(s, 'departments').id,
  },
  {
    operation: 'GET /api/admin/administrators',
    name: 'administrators, page 1',
    url: () => '/api/admin/administrators?per_page=20',
    company: (s) => people(s).id,
  },
  {
    operation: 'GET /api/admin/administrators',
    name: 'administrators, search',
    url: () => '/api/admin/administrators?search=a&per_page=20',
    company: (s) => people(s).id,
  },
  { operation: 'GET /api/admin/roles', name: 'roles', url: () => '/api/admin/roles?per_page=20', company: (s) => busiest(s, 'roles').id },
  single('/api/admin/roles/permissions', 'permissions (role editor)'),
  // The account's security (issue 35 item 8) and the group's base currency (item 1).
  single('/api/admin/me/two-factor', 'two-step verification of the account'),
  single('/api/admin/me/sessions', 'active sessions of the account'),
  single('/api/admin/firm/security-settings', 'firm security settings'),
  single('/api/admin/exchange-rates', 'exchange rates of the day'),
  {
    operation: 'GET /api/admin/search',
    name: 'Ctrl+K record search (an amount)',
    url: () => '/api/admin/search?q=1914&limit=5',
    company: (s) => busiest(s, 'expenses').id,
  },

  // Expenses and the dashboard.
  {
    operation: 'GET /api/admin/expenses',
    name: 'a card’s expenses, one month',
    url: (s) =>
      `/api/admin/expenses?filters[in][card_id][]=${busiestCard(s).id}&filters[date_min][spent_at]=${monthAgo(s)}&filters[date_max][spent_at]=${today(s)}&per_page=20`,
    company: (s) => busiestCard(s).company_id,
  },
  {
    operation: 'GET /api/admin/expenses',
    name: (s) => `expenses, page 1 (${expenses(s).count} in the company)`,
    url: () => `${EXPENSES}&page=1`,
    company: (s) => expenses(s).id,
  },
  ...(
    [
      ['expenses, last page', (s) => `${EXPENSES}&page=${lastPage(expenses(s).count, 20)}`],
      ['expenses, status', () => `${EXPENSES}&filters[in][status][]=submitted&filters[in][status][]=in_review`],
      ['expenses, my_expenses', () => `${EXPENSES}&filters[in][status][]=my_expenses`],
      ['expenses, card', (s) => `${EXPENSES}&filters[in][card_id][]=${someExpense(s, 'card_id')}`],
      ['expenses, person', (s) => `${EXPENSES}&filters[in][member_id][]=${someExpense(s, 'member_id')}`],
      ['expenses, department', (s) => `${EXPENSES}&filters[in][department_id][]=${someExpense(s, 'department_id')}`],
      ['expenses, category', (s) => `${EXPENSES}&filters[in][category_id][]=${someExpense(s, 'category_id')}`],
      ['expenses, project', (s) => `${EXPENSES}&filters[in][project_id][]=${ownId(s, 'projects')}`],
      ['expenses, tag', (s) => `${EXPENSES}&filters[in][tag_id][]=${ownId(s, 'tags')}`],
      ['expenses, no receipt', () => `${EXPENSES}&filters[has][receipt]=0`],
      ['expenses, amount range', () => `${EXPENSES}&filters[min][amount]=100&filters[max][amount]=2000`],
      ['expenses, one month', (s) => `${EXPENSES}&filters[date_min][spent_at]=${monthAgo(s)}&filters[date_max][spent_at]=${today(s)}`],
      ['expenses, search', () => `${EXPENSES}&search=coffee`],
      [
        'expenses, sorted by amount, last page',
        (s) => `/api/admin/expenses?sorts[]=amount:asc&per_page=20&page=${lastPage(expenses(s).count, 20)}`,
      ],
    ] satisfies NamedUrl[]
  ).map(([name, url]): BenchCall => ({ operation: 'GET /api/admin/expenses', name, url, company: (s) => expenses(s).id })),
  {
    operation: 'GET /api/admin/expenses/{id}/activity',
    name: 'an expense’s activity',
    url: (s) => `/api/admin/expenses/${s.db.expenses.find((row) => row.company_id === expenses(s).id)!.id}/activity`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/expense-automations/{id}/preview',
    name: (s) => `a coding rule's preview over ${expenses(s).count} expenses`,
    url: (s) => `/api/admin/expense-automations/${s.db.expenseAutomations.find((row) => row.company_id === expenses(s).id)!.id}/preview`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/dashboard',
    name: (s) => `dashboard summary (${expenses(s).count} expenses)`,
    url: () => '/api/admin/dashboard',
    company: (s) => expenses(s).id,
  },
  single('/api/admin/dashboard', 'dashboard summary (Acme)'),
  {
    operation: 'GET /api/admin/categories',
    name: 'categories, tree',
    url: () => '/api/admin/categories?per_page=100',
    company: (s) => busiest(s, 'categories').id,
  },
  {
    operation: 'GET /api/admin/categories',
    name: 'categories, search + active',
    url: () => '/api/admin/categories?search=a&filters[exact][status]=active&per_page=20',
    company: (s) => busiest(s, 'categories').id,
  },

  // Catalogues (Acme has the most rows of each).
  ...catalogue('/api/admin/branches', 'branches', 'search=a&filters[exact][status]=active'),
  ...catalogue('/api/admin/tags', 'tags', 'search=a&filters[exact][status]=active'),
  ...catalogue('/api/admin/expense-automations', 'expense automations', 'search=a&filters[exact][status]=active'),
  ...catalogue('/api/admin/payment-methods', 'payment methods', 'search=a&filters[exact][status]=active'),
  ...catalogue('/api/admin/projects', 'projects', 'search=a&filters[exact][currency]=AED'),
  ...catalogue('/api/admin/inventory', 'inventory', 'search=a&filters[exact][status]=active'),
  ...catalogue('/api/admin/purchase-orders', 'purchase orders', 'search=a&sorts[]=created_at:desc'),
  ...catalogue('/api/admin/counterparts', 'counterparts', 'search=a&filters[exact][status]=active'),
  {
    operation: 'GET /api/admin/counterparts/duplicates',
    name: 'counterpart duplicates of a TRN',
    url: (s) =>
      `/api/admin/counterparts/duplicates?trn=${s.db.counterparts.find((row) => row.company_id === s.acme && row.trn)?.trn ?? '100000000000003'}`,
    company: acme,
  },

  // Bills and the mailbox.
  {
    operation: 'GET /api/admin/bills',
    name: 'bills, page 1 (busiest company)',
    url: () => `${BILLS}?sorts[]=due_date:asc&per_page=20`,
    company: (s) => bills(s).id,
  },
  {
    operation: 'GET /api/admin/bills',
    name: 'bills, pending + search + amount',
    url: () => `${BILLS}?filters[in][approval_status][]=pending_approval&search=inv&filters[min][total]=100&per_page=20`,
    company: (s) => bills(s).id,
  },
  {
    operation: 'GET /api/admin/bills',
    name: 'bills, overdue by vendor name',
    url: () => `${BILLS}?filters[exact][overdue]=1&sorts[]=vendor_name:asc&per_page=20`,
    company: (s) => bills(s).id,
  },
  single('/api/admin/bills/wallet', 'bills wallet (busiest bills)', (s) => bills(s).id),
  {
    operation: 'GET /api/admin/wallet/conversions/quote',
    name: 'wallet conversion quote, AED to USD (busiest ledger)',
    url: () => '/api/admin/wallet/conversions/quote?from_currency=AED&to_currency=USD&amount=1',
    company: (s) => wallet(s).id,
  },
  { operation: 'GET /api/admin/mailbox', name: 'mailbox, page 1', url: () => '/api/admin/mailbox?per_page=20', company: (s) => mail(s).id },
  {
    operation: 'GET /api/admin/mailbox',
    name: 'mailbox, unclassified + search',
    url: () => '/api/admin/mailbox?filters[exact][is_classified]=0&search=invoice&per_page=20',
    company: (s) => mail(s).id,
  },
  single('/api/admin/mailbox/classifications/counts', 'mailbox, classification counts', (s) => mail(s).id),
  single('/api/admin/mailbox/statistics', 'mailbox, unread statistics', (s) => mail(s).id),
  {
    operation: 'GET /api/admin/classifications',
    name: 'classifications, page 1',
    url: () => '/api/admin/classifications?per_page=20',
    company: (s) => busiest(s, 'classifications').id,
  },
  {
    operation: 'GET /api/admin/classifications',
    name: 'classifications, search + active',
    url: () => '/api/admin/classifications?search=a&filters[exact][status]=active&per_page=20',
    company: (s) => busiest(s, 'classifications').id,
  },

  // Wallet (the company with card services and the most ledger entries).
  {
    operation: 'GET /api/admin/wallet/entries',
    name: (s) => `ledger, page 1 (${wallet(s).count} entries in the company)`,
    url: () => `${LEDGER}&page=1`,
    company: (s) => wallet(s).id,
  },
  {
    operation: 'GET /api/admin/wallet/entries',
    name: 'ledger, last page',
    url: (s) => `${LEDGER}&page=${lastPage(wallet(s).count, 20)}`,
    company: (s) => wallet(s).id,
  },
  {
    operation: 'GET /api/admin/wallet/entries',
    name: 'ledger, type + amount',
    url: () => `${LEDGER}&filters[in][type][]=bill_payment&filters[min][amount]=500`,
    company: (s) => wallet(s).id,
  },
  {
    operation: 'GET /api/admin/wallet/entries',
    name: 'ledger, one month',
    url: (s) => `${LEDGER}&filters[date_min][at]=${monthAgo(s)}&filters[date_max][at]=${today(s)}`,
    company: (s) => wallet(s).id,
  },
  {
    operation: 'GET /api/admin/wallet/statements/{month}',
    name: 'ledger, statement of this month',
    url: (s) => `/api/admin/wallet/statements/${today(s).slice(0, 7)}`,
    company: (s) => wallet(s).id,
  },
  single('/api/admin/wallet', 'wallet summary', (s) => wallet(s).id),
  {
    operation: 'GET /api/admin/funding-requests',
    name: 'funding requests',
    url: () => '/api/admin/funding-requests?per_page=20',
    company: (s) => busiest(s, 'fundingRequests').id,
  },

  // Card and limit requests, disputes.
  {
    operation: 'GET /api/admin/requests',
    name: (s) => `requests, page 1 (${requests(s).count} in the company)`,
    url: () => '/api/admin/requests?sorts[]=created_at:desc&per_page=20',
    company: (s) => requests(s).id,
  },
  {
    operation: 'GET /api/admin/requests',
    name: 'requests, pending card requests',
    url: () => '/api/admin/requests?filters[exact][status]=pending&filters[exact][kind]=card&per_page=20',
    company: (s) => requests(s).id,
  },
  {
    operation: 'GET /api/admin/requests',
    name: 'requests, last page',
    url: (s) => `/api/admin/requests?sorts[]=created_at:desc&per_page=20&page=${lastPage(requests(s).count, 20)}`,
    company: (s) => requests(s).id,
  },
  {
    operation: 'GET /api/admin/disputes',
    name: (s) => `disputes, page 1 (${disputes(s).count} in the company)`,
    url: () => '/api/admin/disputes?sorts[]=created_at:desc&per_page=20',
    company: (s) => disputes(s).id,
  },
  {
    operation: 'GET /api/admin/disputes',
    name: 'disputes, lost + search',
    url: () => '/api/admin/disputes?filters[exact][status]=lost&search=a&per_page=20',
    company: (s) => disputes(s).id,
  },

  // Payroll of the company with the most employees (2,000 more in Acme at --scale large).
  {
    operation: 'GET /api/admin/payroll/employees',
    name: (s) => `payroll employees, page 1 (${payroll(s).count} in the company)`,
    url: () => '/api/admin/payroll/employees?per_page=20',
    company: (s) => payroll(s).id,
  },
  {
    operation: 'GET /api/admin/payroll/employees',
    name: 'payroll employees, by fixed pay, last page',
    url: (s) => `/api/admin/payroll/employees?sorts[]=fixed_pay:desc&per_page=20&page=${lastPage(payroll(s).count, 20)}`,
    company: (s) => payroll(s).id,
  },
  {
    operation: 'GET /api/admin/payroll/employees',
    name: 'payroll employees, search',
    url: () => '/api/admin/payroll/employees?search=rahman&per_page=20',
    company: (s) => payroll(s).id,
  },
  {
    operation: 'GET /api/admin/payroll/runs/{id}/lines',
    name: (s) => `salary run lines, page 1 (${biggestRun(s).lines.length} lines)`,
    url: LINES,
    company: (s) => payroll(s).id,
  },
  {
    operation: 'GET /api/admin/payroll/runs/{id}/lines',
    name: 'salary run lines, by net pay, last page',
    url: (s) => `${LINES(s)}&sorts[]=net_pay:desc&page=${lastPage(biggestRun(s).lines.length, 20)}`,
    company: (s) => payroll(s).id,
  },
  {
    operation: 'GET /api/admin/payroll/runs/{id}/sif-check',
    name: 'salary file check of the biggest run',
    url: (s) => `/api/admin/payroll/runs/${biggestRun(s).id}/sif-check`,
    company: (s) => payroll(s).id,
  },
  {
    operation: 'GET /api/admin/payroll/runs/{id}/sif',
    name: (s) => `salary file of the biggest filed run (${biggestFiledRun(s).lines.length} lines)`,
    url: (s) => `/api/admin/payroll/runs/${biggestFiledRun(s).id}/sif`,
    company: (s) => biggestFiledRun(s).company_id,
  },
  {
    operation: 'GET /api/admin/payroll/runs',
    name: 'salary runs',
    url: () => '/api/admin/payroll/runs?per_page=20',
    company: (s) => payroll(s).id,
  },
  single('/api/admin/payroll/summary', 'payroll summary', (s) => payroll(s).id),
  single('/api/admin/payroll/employer-account', 'payroll employer account', (s) => payroll(s).id),
  {
    operation: 'GET /api/admin/payroll/reports',
    name: 'payroll reports of the biggest run’s month',
    url: (s) => `/api/admin/payroll/reports?month=${biggestRun(s).month}`,
    company: (s) => payroll(s).id,
    budget: REPORT_BUDGET_MS,
  },

  // The firm admin's portfolio, team and approval inbox across every company (X-Tenant is not read).
  {
    operation: 'GET /api/admin/portfolio',
    name: (s) => `portfolio (${s.db.companies.length} companies)`,
    url: () => '/api/admin/portfolio',
    company: acme,
  },
  {
    operation: 'GET /api/admin/portfolio/team',
    name: 'portfolio team, page 1',
    url: () => '/api/admin/portfolio/team?per_page=25',
    company: acme,
  },
  {
    operation: 'GET /api/admin/portfolio/team',
    name: 'portfolio team, search + company',
    url: (s) => `/api/admin/portfolio/team?per_page=25&search=a&filters[exact][company_id]=${s.acme}`,
    company: acme,
  },
  { operation: 'GET /api/admin/portfolio/approvals', name: 'portfolio approval inbox, page 1', url: () => INBOX, company: acme },
  {
    operation: 'GET /api/admin/portfolio/approvals',
    name: 'portfolio approval inbox, page 40',
    url: () => `${INBOX}&page=40`,
    company: acme,
  },
  {
    operation: 'GET /api/admin/portfolio/approvals',
    name: 'portfolio approval inbox, one company',
    url: (s) => `${INBOX}&filters[exact][company_id]=${cards(s).id}`,
    company: acme,
  },
  {
    operation: 'GET /api/admin/portfolio/approvals',
    name: 'portfolio approval inbox, bills, urgent',
    url: () => `${INBOX}&filters[exact][type]=bill&filters[exact][priority]=urgent`,
    company: acme,
  },

  // Smart Comply of the company with the most expenses: its flags (evaluated once, then memoised) and scores.
  {
    operation: 'GET /api/admin/compliance/flags',
    name: (s) => `compliance flags, page 1 (${expenses(s).count} expenses in the company)`,
    url: () => `${FLAGS}&page=1`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/compliance/flags',
    name: 'compliance flags, open + rule + by day',
    url: () => `${FLAGS}&filters[in][status][]=open&filters[in][rule_kind][]=receipt_required&sorts[]=day:desc`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/compliance/flags',
    name: 'compliance flags, one month',
    url: (s) => `${FLAGS}&filters[date_min][day]=${monthAgo(s)}&filters[date_max][day]=${today(s)}`,
    company: (s) => expenses(s).id,
  },
  single('/api/admin/compliance/scores', 'compliance scores (same company)', (s) => expenses(s).id),
  { operation: 'GET /api/admin/compliance/flags', name: 'compliance flags (Acme)', url: () => FLAGS, company: acme },
  single('/api/admin/compliance/rules', 'compliance rules', (s) => busiest(s, 'complianceRules').id),

  // Accounting: the sync lists of the busiest companies, the chart of accounts, tax rates, settings, the integration.
  {
    operation: 'GET /api/admin/accounting/sync/{kind}',
    name: 'accounting expenses, page 1 (busiest expenses)',
    url: () => `${ACCOUNTING}/expenses?per_page=20`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/accounting/sync/{kind}',
    name: 'accounting expenses, ready',
    url: () => `${ACCOUNTING}/expenses?filters[exact][ready]=1&per_page=20`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/accounting/sync/{kind}',
    name: 'accounting expenses, failed + search',
    url: () => `${ACCOUNTING}/expenses?filters[in][sync_status][]=ERROR&search=a&per_page=20`,
    company: (s) => expenses(s).id,
  },
  {
    operation: 'GET /api/admin/accounting/sync/{kind}',
    name: 'accounting payables, page 1 (busiest bills)',
    url: () => `${ACCOUNTING}/payables?per_page=20`,
    company: (s) => bills(s).id,
  },
  single(`${ACCOUNTING}/overview`, 'accounting overview (busiest expenses)', (s) => expenses(s).id),
  single(`${ACCOUNTING}/overview`, 'accounting overview (busiest bills)', (s) => bills(s).id),
  {
    operation: 'GET /api/admin/accounting/gl-accounts',
    name: 'chart of accounts, page 1',
    url: () => '/api/admin/accounting/gl-accounts?per_page=20',
    company: (s) => busiest(s, 'glAccounts').id,
  },
  {
    operation: 'GET /api/admin/accounting/gl-accounts',
    name: 'chart of accounts, search + type',
    url: () => '/api/admin/accounting/gl-accounts?search=a&filters[exact][type]=expense&per_page=20',
    company: (s) => busiest(s, 'glAccounts').id,
  },
  {
    operation: 'GET /api/admin/accounting/tax-rates',
    name: 'tax rates',
    url: () => '/api/admin/accounting/tax-rates?per_page=20',
    company: (s) => busiest(s, 'taxRates').id,
  },
  single('/api/admin/accounting/settings', 'accounting settings'),
  single('/api/admin/integration', 'integration (a connected company)', integrated),
  single('/api/admin/integration/category-mappings', 'category mappings (a connected company)', integrated),

  // Company settings: one object per company each.
  ...[
    'company-information',
    'corporate-wallet',
    'account-information',
    'transfer-approval-department',
    'expense-notifications',
    'card-currency',
    'card-type',
    'dark-mode',
    'support',
  ].map((part) => single(`/api/admin/company-settings/${part}`, `company settings: ${part}`)),

  // Analytics and reports (issue 16) of the company with the most expenses: aggregated server-side
  // over a year of expenses, by time, dimension and company, and each standard report's preview and export page.
  ...(
    [
      ['analytics by month, a year vs the year before', (s) => `${SPEND}?group_by=time&interval=month&${aYear(s)}&${yearBefore(s)}`],
      [
        'analytics by week, a year, one category',
        (s) => `${SPEND}?group_by=time&interval=week&${aYear(s)}&filters[in][category_id][]=${ownId(s, 'categories')}`,
      ],
      ['analytics by day, a quarter', (s) => `${SPEND}?group_by=time&interval=day&from=${s.day(91)}&to=${today(s)}`],
      ['analytics by category, a year vs the year before', (s) => `${SPEND}?group_by=category&${aYear(s)}&${yearBefore(s)}`],
      ['analytics by merchant, a year', (s) => `${SPEND}?group_by=merchant&${aYear(s)}`],
      ['analytics by person, a year', (s) => `${SPEND}?group_by=person&${aYear(s)}`],
      ['analytics by department (budgets), a year', (s) => `${SPEND}?group_by=department&${aYear(s)}`],
      ['analytics by company (every company), a year', (s) => `${SPEND}?group_by=company&${aYear(s)}`],
    ] satisfies NamedUrl[]
  ).map(([name, url]): BenchCall => ({
    operation: 'GET /api/admin/analytics/spend',
    name,
    url,
    company: (s) => expenses(s).id,
    budget: REPORT_BUDGET_MS,
  })),
  ...(
    [
      ['report: expenses, preview', (s) => `${ROWS}/expenses?per_page=50&filters[from]=${yearAgo(s)}`],
      ['report: expenses, a month exported', (s) => `${ROWS}/expenses?per_page=10000&filters[from]=${monthAgo(s)}&filters[to]=${today(s)}`],
      [
        'report: card statement, a year',
        (s) => `${ROWS}/card_statement?per_page=50&filters[card_id]=${someExpense(s, 'card_id')}&filters[from]=${yearAgo(s)}`,
      ],
      ['report: VAT, a year', (s) => `${ROWS}/vat?per_page=50&filters[from]=${yearAgo(s)}`],
      ['report: missing receipts', () => `${ROWS}/missing_receipts?per_page=50`],
      ['report: declined transactions', () => `${ROWS}/declined_transactions?per_page=50`],
      ['report: sync errors', () => `${ROWS}/sync_errors?per_page=50`],
    ] satisfies NamedUrl[]
  ).map(([name, url]): BenchCall => ({
    operation: 'GET /api/admin/report-rows/{kind}',
    name,
    url,
    company: (s) => expenses(s).id,
    budget: REPORT_BUDGET_MS,
  })),
  {
    operation: 'GET /api/admin/vat-return',
    name: 'VAT return, the current quarter (busiest expenses)',
    url: (s) => `/api/admin/vat-return?period=${today(s).slice(0, 4)}-Q${Math.floor((Number(today(s).slice(5, 7)) - 1) / 3) + 1}`,
    company: (s) => busiest(s, 'expenses').id,
    budget: REPORT_BUDGET_MS,
  },
  {
    operation: 'GET /api/admin/vat-return/records',
    name: "VAT return's Box 9 records, a page of 50 (busiest expenses)",
    url: (s) =>
      `/api/admin/vat-return/records?period=${today(s).slice(0, 4)}-Q${Math.floor((Number(today(s).slice(5, 7)) - 1) / 3) + 1}&line=box_9_standard_rated&per_page=50`,
    company: (s) => busiest(s, 'expenses').id,
    budget: REPORT_BUDGET_MS,
  },
  {
    operation: 'GET /api/admin/report-rows/{kind}',
    name: 'report: AP ageing (busiest bills)',
    url: () => `${ROWS}/ap_ageing?per_page=50`,
    company: (s) => bills(s).id,
    budget: REPORT_BUDGET_MS,
  },
  {
    operation: 'GET /api/admin/saved-reports',
    name: 'saved reports',
    url: () => '/api/admin/saved-reports',
    company: (s) => busiest(s, 'savedReports').id,
    budget: REPORT_BUDGET_MS,
  },
];
