// `npm run bench:api`: list calls of the core resources against the mock API seeded at
// `--scale large` (307 companies, ~30,000 cards, 205,000 expenses), on 127.0.0.1 only. A benchmark, not a test:
// it prints p50/p95/max per call and exits 1 when a p95 is over BUDGET_MS (machine-sensitive, so
// it is not part of `npm test`). REQUESTS (default 200) sequential requests per call, after 20 warm-ups.
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/app.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../server/mock-api/index.ts';
import { apiSignIn } from '../tests/support/apiSignIn.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARM_UP = 20;
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 50);

const seedStarted = performance.now();
const server = await startServer({ port: 0, host: '127.0.0.1', mock: { scale: 'large' } });
const seedMs = performance.now() - seedStarted;

try {
  const token = await apiSignIn(server.url, SEEDED_ACCOUNTS.firmAdmin);
  const headers = { Authorization: `Bearer ${token.access_token}`, 'X-Tenant': SEEDED_COMPANIES[0].id };
  const db = server.mockApi.context.store.db;
  const cardsByCompany = new Map();
  for (const card of db.cards) cardsByCompany.set(card.company_id, [...(cardsByCompany.get(card.company_id) ?? []), card]);
  const busiestCompany = [...cardsByCompany].sort((a, b) => b[1].length - a[1].length)[0];
  const bigHeaders = { ...headers, 'X-Tenant': busiestCompany[0] };
  const expensesByCard = new Map();
  for (const expense of db.expenses)
    if (expense.card_id !== null) expensesByCard.set(expense.card_id, (expensesByCard.get(expense.card_id) ?? 0) + 1);
  const aCard = db.cards.find((card) => card.id === [...expensesByCard].sort((a, b) => b[1] - a[1])[0][0]);
  const cardHeaders = { ...headers, 'X-Tenant': aCard.company_id };
  const billsByCompany = new Map();
  for (const bill of db.bills) billsByCompany.set(bill.company_id, (billsByCompany.get(bill.company_id) ?? 0) + 1);
  const mailByCompany = new Map();
  for (const item of db.mailbox) mailByCompany.set(item.company_id, (mailByCompany.get(item.company_id) ?? 0) + 1);
  const mailHeaders = { ...headers, 'X-Tenant': [...mailByCompany].sort((a, b) => b[1] - a[1])[0][0] };
  const billHeaders = { ...headers, 'X-Tenant': [...billsByCompany].sort((a, b) => b[1] - a[1])[0][0] };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);

  const calls = [
    [
      'cards, page 1 (busiest company)',
      '/api/admin/cards?partials[]=administrator&partials[]=limit&sorts[]=created_at:desc&per_page=20&page=1',
      bigHeaders,
    ],
    [
      'cards, last page',
      `/api/admin/cards?sorts[]=created_at:desc&per_page=20&page=${Math.ceil(busiestCompany[1].length / 20)}`,
      bigHeaders,
    ],
    [
      'cards, search + status + currency',
      '/api/admin/cards?search=a&filters[in][status][]=active&filters[exact][currency]=AED&per_page=20',
      bigHeaders,
    ],
    ['card options (huge page)', '/api/admin/cards?page=1&per_page=1000', bigHeaders],
    ['people, page 1', '/api/admin/members?partials[]=department&sorts[]=created_at:desc&per_page=20', bigHeaders],
    [
      'a card’s expenses, one month',
      `/api/admin/expenses?filters[in][card_id][]=${aCard.id}&filters[date_min][spent_at]=${monthAgo}&filters[date_max][spent_at]=${today}&per_page=20`,
      cardHeaders,
    ],
    ['departments', '/api/admin/departments?per_page=20', bigHeaders],
    ['bills, page 1 (busiest company)', '/api/admin/bills?sorts[]=due_date:asc&per_page=20', billHeaders],
    [
      'bills, pending + search + amount',
      '/api/admin/bills?filters[in][approval_status][]=pending_approval&search=inv&filters[min][total]=100&per_page=20',
      billHeaders,
    ],
    ['bills, overdue by vendor name', '/api/admin/bills?filters[exact][overdue]=1&sorts[]=vendor_name:asc&per_page=20', billHeaders],
    ['companies (sub-tenants)', '/api/admin/sub-tenants', headers],
    ['mailbox, page 1', '/api/admin/mailbox?per_page=20', mailHeaders],
    ['mailbox, unclassified + search', '/api/admin/mailbox?filters[exact][is_classified]=0&search=invoice&per_page=20', mailHeaders],
    ['mailbox, classification counts', '/api/admin/mailbox/classifications/counts', mailHeaders],
    ['mailbox, unread statistics', '/api/admin/mailbox/statistics', mailHeaders],
    ...expenseCalls(),
    ...walletCalls(),
    ...requestAndDisputeCalls(),
    ...payrollCalls(),
    ...portfolioCalls(),
    ...complianceCalls(),
    ...insightsCalls(),
  ];

  /** The ledger of the company (card services completed) with the most wallet entries: pages, filters, a statement. */
  function walletCalls() {
    const active = new Set(
      db.companies
        .filter((company) => company.settings.is_stripe_enabled === 1 && company.settings.stripe_onboarding_status === 'completed')
        .map((company) => company.id),
    );
    const counts = new Map();
    for (const entry of db.walletEntries)
      if (active.has(entry.company_id)) counts.set(entry.company_id, (counts.get(entry.company_id) ?? 0) + 1);
    const [companyId, total] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const tenant = { ...headers, 'X-Tenant': companyId };
    const list = '/api/admin/wallet/entries?per_page=20';
    return [
      [`ledger, page 1 (${total} entries in the company)`, `${list}&page=1`, tenant],
      ['ledger, last page', `${list}&page=${Math.ceil(total / 20)}`, tenant],
      ['ledger, type + amount', `${list}&filters[in][type][]=bill_payment&filters[min][amount]=500`, tenant],
      ['ledger, one month', `${list}&filters[date_min][at]=${monthAgo}&filters[date_max][at]=${today}`, tenant],
      ['ledger, statement of this month', `/api/admin/wallet/statements/${today.slice(0, 7)}`, tenant],
      ['wallet summary', '/api/admin/wallet', tenant],
      ['funding requests (Acme)', '/api/admin/funding-requests?per_page=20', headers],
    ];
  }

  /** Smart Comply of the company with the most expenses: its flags (evaluated once, then memoised) and scores. */
  function complianceCalls() {
    const counts = new Map();
    for (const expense of db.expenses) counts.set(expense.company_id, (counts.get(expense.company_id) ?? 0) + 1);
    const [companyId, total] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const tenant = { ...headers, 'X-Tenant': companyId };
    const list = '/api/admin/compliance/flags?per_page=20';
    return [
      [`compliance flags, page 1 (${total} expenses in the company)`, `${list}&page=1`, tenant],
      [
        'compliance flags, open + rule + by day',
        `${list}&filters[in][status][]=open&filters[in][rule_kind][]=receipt_required&sorts[]=day:desc`,
        tenant,
      ],
      ['compliance flags, one month', `${list}&filters[date_min][day]=${monthAgo}&filters[date_max][day]=${today}`, tenant],
      ['compliance scores (same company)', '/api/admin/compliance/scores', tenant],
      ['compliance flags (Acme)', list, headers],
    ];
  }

  /** The firm admin's portfolio, team and approval inbox across every company (X-Tenant is not read). */
  function portfolioCalls() {
    const inbox = '/api/admin/portfolio/approvals?per_page=25';
    return [
      [`portfolio (${db.companies.length} companies)`, '/api/admin/portfolio', headers],
      ['portfolio team, page 1', '/api/admin/portfolio/team?per_page=25', headers],
      [
        'portfolio team, search + company',
        `/api/admin/portfolio/team?per_page=25&search=a&filters[exact][company_id]=${SEEDED_COMPANIES[0].id}`,
        headers,
      ],
      ['portfolio approval inbox, page 1', inbox, headers],
      ['portfolio approval inbox, page 40', `${inbox}&page=40`, headers],
      ['portfolio approval inbox, one company', `${inbox}&filters[exact][company_id]=${busiestCompany[0]}`, headers],
      ['portfolio approval inbox, bills, urgent', `${inbox}&filters[exact][type]=bill&filters[exact][priority]=urgent`, headers],
    ];
  }

  /**
   * Analytics and reports (issue 16) of the company with the most expenses: aggregated server-side over
   * a year of expenses, by time, dimension and company (every company of the firm admin), and each
   * standard report's preview and export page. Their budget is issue 16's: p95 ≤ 200 ms (4th field).
   */
  function insightsCalls() {
    const counts = new Map();
    for (const row of db.expenses) counts.set(row.company_id, (counts.get(row.company_id) ?? 0) + 1);
    const [company, expenses] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const tenant = { ...headers, 'X-Tenant': company };
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const twoYearsAgo = new Date(Date.now() - 729 * 86_400_000).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const quarterAgo = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
    const year = `from=${yearAgo}&to=${today}`;
    const compare = `compare_from=${twoYearsAgo}&compare_to=${dayBefore}`;
    const aCategory = db.categories.find((row) => row.company_id === company);
    const aCardOf = db.expenses.find((row) => row.company_id === company && row.card_id !== null)?.card_id;
    const spend = '/api/admin/analytics/spend';
    const rows = '/api/admin/report-rows';
    const BUDGET = 200;
    return [
      [
        `analytics by month, a year vs the year before (${expenses} expenses)`,
        `${spend}?group_by=time&interval=month&${year}&${compare}`,
        tenant,
        BUDGET,
      ],
      [
        'analytics by week, a year, one category',
        `${spend}?group_by=time&interval=week&${year}&filters[in][category_id][]=${aCategory?.id ?? 1}`,
        tenant,
        BUDGET,
      ],
      ['analytics by day, a quarter', `${spend}?group_by=time&interval=day&from=${quarterAgo}&to=${today}`, tenant, BUDGET],
      ['analytics by category, a year vs the year before', `${spend}?group_by=category&${year}&${compare}`, tenant, BUDGET],
      ['analytics by merchant, a year', `${spend}?group_by=merchant&${year}`, tenant, BUDGET],
      ['analytics by person, a year', `${spend}?group_by=person&${year}`, tenant, BUDGET],
      ['analytics by department (budgets), a year', `${spend}?group_by=department&${year}`, tenant, BUDGET],
      [`analytics by company (${db.companies.length} companies), a year`, `${spend}?group_by=company&${year}`, tenant, BUDGET],
      ['report: expenses, preview', `${rows}/expenses?per_page=50&filters[from]=${yearAgo}`, tenant, BUDGET],
      [
        'report: expenses, a month exported',
        `${rows}/expenses?per_page=10000&filters[from]=${monthAgo}&filters[to]=${today}`,
        tenant,
        BUDGET,
      ],
      ['report: AP ageing (busiest bills)', `${rows}/ap_ageing?per_page=50`, billHeaders, BUDGET],
      [
        'report: card statement, a year',
        `${rows}/card_statement?per_page=50&filters[card_id]=${aCardOf ?? 1}&filters[from]=${yearAgo}`,
        tenant,
        BUDGET,
      ],
      ['report: VAT, a year', `${rows}/vat?per_page=50&filters[from]=${yearAgo}`, tenant, BUDGET],
      ['report: missing receipts', `${rows}/missing_receipts?per_page=50`, tenant, BUDGET],
      ['report: declined transactions', `${rows}/declined_transactions?per_page=50`, tenant, BUDGET],
      ['report: sync errors', `${rows}/sync_errors?per_page=50`, tenant, BUDGET],
      ['saved reports', '/api/admin/saved-reports', tenant, BUDGET],
    ];
  }

  /** Card and limit requests and disputes of the company with the most of them (thousands at --scale large). */
  function requestAndDisputeCalls() {
    const busiest = (rows) => {
      const counts = new Map();
      for (const row of rows) counts.set(row.company_id, (counts.get(row.company_id) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1])[0];
    };
    const [requestCompany, requests] = busiest(db.spendRequests);
    const [disputeCompany, disputes] = busiest(db.disputes);
    const requestHeaders = { ...headers, 'X-Tenant': requestCompany };
    const disputeHeaders = { ...headers, 'X-Tenant': disputeCompany };
    return [
      [`requests, page 1 (${requests} in the company)`, '/api/admin/requests?sorts[]=created_at:desc&per_page=20', requestHeaders],
      [
        'requests, pending card requests',
        '/api/admin/requests?filters[exact][status]=pending&filters[exact][kind]=card&per_page=20',
        requestHeaders,
      ],
      ['requests, last page', `/api/admin/requests?sorts[]=created_at:desc&per_page=20&page=${Math.ceil(requests / 20)}`, requestHeaders],
      [`disputes, page 1 (${disputes} in the company)`, '/api/admin/disputes?sorts[]=created_at:desc&per_page=20', disputeHeaders],
      ['disputes, lost + search', '/api/admin/disputes?filters[exact][status]=lost&search=a&per_page=20', disputeHeaders],
    ];
  }

  /** Payroll of the company with the most employees (2,000 more in Acme at --scale large): the employees list and its draft run's lines. */
  function payrollCalls() {
    const counts = new Map();
    for (const row of db.payrollEmployees) counts.set(row.company_id, (counts.get(row.company_id) ?? 0) + 1);
    const [companyId, total] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const tenant = { ...headers, 'X-Tenant': companyId };
    const run = db.salaryRuns.filter((row) => row.company_id === companyId).sort((a, b) => b.lines.length - a.lines.length)[0];
    const lines = `/api/admin/payroll/runs/${run.id}/lines?per_page=20`;
    return [
      [`payroll employees, page 1 (${total} in the company)`, '/api/admin/payroll/employees?per_page=20', tenant],
      [
        'payroll employees, by fixed pay, last page',
        `/api/admin/payroll/employees?sorts[]=fixed_pay:desc&per_page=20&page=${Math.ceil(total / 20)}`,
        tenant,
      ],
      ['payroll employees, search', '/api/admin/payroll/employees?search=rahman&per_page=20', tenant],
      [`salary run lines, page 1 (${run.lines.length} lines)`, lines, tenant],
      ['salary run lines, by net pay, last page', `${lines}&sorts[]=net_pay:desc&page=${Math.ceil(run.lines.length / 20)}`, tenant],
      ['salary runs', '/api/admin/payroll/runs?per_page=20', tenant],
      ['payroll summary', '/api/admin/payroll/summary', tenant],
    ];
  }

  /** The expense list of the company with the most expenses: first and last page, each filter, my_expenses; the dashboard. */
  function expenseCalls() {
    const counts = new Map();
    for (const expense of db.expenses) counts.set(expense.company_id, (counts.get(expense.company_id) ?? 0) + 1);
    const [companyId, total] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const tenant = { ...headers, 'X-Tenant': companyId };
    const rows = db.expenses.filter((row) => row.company_id === companyId);
    const some = (field) => rows.find((row) => row[field] !== null)[field];
    // Seeded expenses are not coded to projects or tags: these filters scan every row and keep none.
    const ownId = (table) => db[table].find((row) => row.company_id === companyId)?.id ?? 1;
    const list = '/api/admin/expenses?sorts[]=spent_at:desc&per_page=20';
    return [
      [`expenses, page 1 (${total} in the company)`, `${list}&page=1`, tenant],
      ['expenses, last page', `${list}&page=${Math.ceil(total / 20)}`, tenant],
      ['expenses, status', `${list}&filters[in][status][]=submitted&filters[in][status][]=in_review`, tenant],
      ['expenses, my_expenses', `${list}&filters[in][status][]=my_expenses`, tenant],
      ['expenses, card', `${list}&filters[in][card_id][]=${some('card_id')}`, tenant],
      ['expenses, person', `${list}&filters[in][member_id][]=${some('member_id')}`, tenant],
      ['expenses, department', `${list}&filters[in][department_id][]=${some('department_id')}`, tenant],
      ['expenses, category', `${list}&filters[in][category_id][]=${some('category_id')}`, tenant],
      ['expenses, project', `${list}&filters[in][project_id][]=${ownId('projects')}`, tenant],
      ['expenses, tag', `${list}&filters[in][tag_id][]=${ownId('tags')}`, tenant],
      ['expenses, no receipt', `${list}&filters[has][receipt]=0`, tenant],
      ['expenses, amount range', `${list}&filters[min][amount]=100&filters[max][amount]=2000`, tenant],
      ['expenses, one month', `${list}&filters[date_min][spent_at]=${monthAgo}&filters[date_max][spent_at]=${today}`, tenant],
      ['expenses, search', `${list}&search=coffee`, tenant],
      ['expenses, sorted by amount, last page', `/api/admin/expenses?sorts[]=amount:asc&per_page=20&page=${Math.ceil(total / 20)}`, tenant],
      [`dashboard summary (${total} expenses)`, '/api/admin/dashboard', tenant],
      ['dashboard summary (Acme)', '/api/admin/dashboard', headers],
      ['accounting expenses, page 1 (same company)', '/api/admin/accounting/sync/expenses?per_page=20', tenant],
      ['accounting expenses, ready', '/api/admin/accounting/sync/expenses?filters[exact][ready]=1&per_page=20', tenant],
      [
        'accounting expenses, failed + search',
        '/api/admin/accounting/sync/expenses?filters[in][sync_status][]=ERROR&search=a&per_page=20',
        tenant,
      ],
      ['accounting payables, page 1 (busiest bills)', '/api/admin/accounting/sync/payables?per_page=20', billHeaders],
      ['accounting overview (same company)', '/api/admin/accounting/sync/overview', tenant],
      ['accounting overview (busiest bills)', '/api/admin/accounting/sync/overview', billHeaders],
    ];
  }

  console.log(
    `Seeded ${db.companies.length} companies, ${db.cards.length} cards, ${db.members.length} people, ${db.bills.length} bills, ${db.walletEntries.length} ledger entries, ${db.mailbox.length} e-mails, ${db.expenses.length} expenses, ${db.spendRequests.length} requests, ${db.disputes.length} disputes in ${seedMs.toFixed(0)} ms`,
  );
  console.log(`Busiest company: ${busiestCompany[1].length} cards. ${REQUESTS} requests per call, budget p95 ≤ ${BUDGET_MS} ms.\n`);
  const rows = [];
  // BENCH_ONLY=portfolio runs only the calls whose name matches it (a regular expression).
  const only = process.env.BENCH_ONLY;
  // A call may name its own budget (4th field); the others have BUDGET_MS.
  for (const [name, path, callHeaders, budget = BUDGET_MS] of calls.filter(([name]) => !only || new RegExp(only).test(name))) {
    const times = [];
    let bytes = 0;
    for (let index = 0; index < WARM_UP + REQUESTS; index++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: callHeaders });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
      if (index >= WARM_UP) times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
    rows.push({
      call: name,
      'p50 ms': at(0.5).toFixed(1),
      'p95 ms': at(0.95).toFixed(1),
      'max ms': times.at(-1).toFixed(1),
      KB: (bytes / 1024).toFixed(1),
      budget: budget,
      ok: at(0.95) <= budget ? '✓' : '✗',
    });
  }
  console.table(rows);
  const over = rows.filter((row) => row.ok !== '✓');
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((row) => row.call).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
