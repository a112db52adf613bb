import type { GlAccountType, MccCategory, TaxRateType } from '../../../../src/domain/contractLists.ts';
import type { StoredCategory, StoredGlAccount, StoredTaxRate } from '../types.ts';
import { SEEDED_ACCOUNTS, userByEmail } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** A UAE trading company's chart of accounts (one archived account); Acme's has more than a page of 20. */
const CHART: readonly { code: string; name: string; type: GlAccountType; archived?: boolean }[] = [
  { code: '1000', name: 'Bank – Emirates NBD current account', type: 'asset' },
  { code: '1010', name: 'Petty cash', type: 'asset' },
  { code: '1020', name: 'Petty cash – old branch', type: 'asset', archived: true },
  { code: '1100', name: 'Accounts receivable', type: 'asset' },
  { code: '1150', name: 'VAT recoverable (input VAT)', type: 'asset' },
  { code: '1200', name: 'Prepaid expenses', type: 'asset' },
  { code: '1300', name: 'Card clearing', type: 'asset' },
  { code: '1500', name: 'Office equipment', type: 'asset' },
  { code: '2000', name: 'Accounts payable', type: 'liability' },
  { code: '2100', name: 'Employee reimbursements payable', type: 'liability' },
  { code: '2200', name: 'VAT payable (output VAT)', type: 'liability' },
  { code: '2300', name: 'Accrued expenses', type: 'liability' },
  { code: '2400', name: 'End of service benefits provision', type: 'liability' },
  { code: '3000', name: 'Share capital', type: 'equity' },
  { code: '3100', name: 'Retained earnings', type: 'equity' },
  { code: '4000', name: 'Sales revenue', type: 'income' },
  { code: '4100', name: 'Other income', type: 'income' },
  { code: '5000', name: 'Cost of goods sold', type: 'expense' },
  { code: '6000', name: 'Salaries and wages', type: 'expense' },
  { code: '6100', name: 'Travel and accommodation', type: 'expense' },
  { code: '6110', name: 'Airfare', type: 'expense' },
  { code: '6200', name: 'Meals and entertainment', type: 'expense' },
  { code: '6300', name: 'Fuel and vehicle', type: 'expense' },
  { code: '6400', name: 'Software subscriptions', type: 'expense' },
  { code: '6500', name: 'Advertising and marketing', type: 'expense' },
  { code: '6600', name: 'Office supplies', type: 'expense' },
  { code: '6700', name: 'Utilities and telecom', type: 'expense' },
  { code: '6800', name: 'Professional fees', type: 'expense' },
  { code: '6900', name: 'Government fees and visas', type: 'expense' },
];

/** The UAE VAT rates every company starts with. */
const TAX_RATES: readonly { name: string; rate: number; type: TaxRateType }[] = [
  { name: 'UAE VAT 5%', rate: 5, type: 'standard' },
  { name: 'Zero-rated 0%', rate: 0, type: 'zero_rated' },
  { name: 'Exempt', rate: 0, type: 'exempt' },
];

type SeedCategory = {
  name: string;
  code: string;
  gl: string;
  tax: string;
  receiptAbove: number | null;
  mcc: MccCategory[];
  children?: readonly Omit<SeedCategory, 'children'>[];
};

/** Expense categories two levels deep, each coded to the chart above. */
const CATEGORIES: readonly SeedCategory[] = [
  {
    name: 'Travel',
    code: 'TRV',
    gl: '6100',
    tax: 'UAE VAT 5%',
    receiptAbove: 250,
    mcc: [],
    children: [
      { name: 'Flights', code: 'TRV-FLT', gl: '6110', tax: 'Zero-rated 0%', receiptAbove: 0, mcc: ['airlines'] },
      { name: 'Hotels', code: 'TRV-HTL', gl: '6100', tax: 'UAE VAT 5%', receiptAbove: 0, mcc: ['lodging'] },
      { name: 'Car rental', code: 'TRV-CAR', gl: '6100', tax: 'UAE VAT 5%', receiptAbove: 100, mcc: ['car_rental'] },
    ],
  },
  {
    name: 'Meals and entertainment',
    code: 'MEA',
    gl: '6200',
    tax: 'UAE VAT 5%',
    receiptAbove: 100,
    mcc: ['restaurants'],
    children: [
      { name: 'Client meals', code: 'MEA-CLI', gl: '6200', tax: 'UAE VAT 5%', receiptAbove: 0, mcc: [] },
      { name: 'Team meals', code: 'MEA-TEAM', gl: '6200', tax: 'UAE VAT 5%', receiptAbove: 100, mcc: [] },
    ],
  },
  {
    name: 'Vehicle',
    code: 'VEH',
    gl: '6300',
    tax: 'UAE VAT 5%',
    receiptAbove: 200,
    mcc: [],
    children: [
      { name: 'Fuel', code: 'VEH-FUEL', gl: '6300', tax: 'UAE VAT 5%', receiptAbove: 200, mcc: ['fuel'] },
      { name: 'Parking and Salik', code: 'VEH-PRK', gl: '6300', tax: 'Exempt', receiptAbove: null, mcc: [] },
    ],
  },
  { name: 'Software', code: 'SW', gl: '6400', tax: 'UAE VAT 5%', receiptAbove: 0, mcc: ['software'] },
  { name: 'Marketing', code: 'MKT', gl: '6500', tax: 'UAE VAT 5%', receiptAbove: 500, mcc: ['advertising'] },
  {
    name: 'Office supplies',
    code: 'OFF',
    gl: '6600',
    tax: 'UAE VAT 5%',
    receiptAbove: 100,
    mcc: ['office_supplies'],
    children: [{ name: 'Pantry', code: 'OFF-PAN', gl: '6600', tax: 'UAE VAT 5%', receiptAbove: 100, mcc: ['groceries'] }],
  },
  { name: 'Utilities and telecom', code: 'UTL', gl: '6700', tax: 'UAE VAT 5%', receiptAbove: 0, mcc: ['utilities'] },
  { name: 'Professional fees', code: 'PRO', gl: '6800', tax: 'UAE VAT 5%', receiptAbove: 0, mcc: ['professional_services'] },
  { name: 'Government fees', code: 'GOV', gl: '6900', tax: 'Exempt', receiptAbove: 0, mcc: ['government'] },
];

/** The mailbox's classifications every company starts with (Other catches the rest). */
const CLASSIFICATIONS = [
  {
    name: 'Invoice',
    priority: 10,
    senders: [],
    subject_keywords: ['invoice', 'tax invoice', 'فاتورة'],
    body_keywords: ['amount due', 'invoice number'],
  },
  {
    name: 'Receipt',
    priority: 20,
    senders: [],
    subject_keywords: ['receipt', 'payment confirmation', 'إيصال'],
    body_keywords: ['thank you for your payment'],
  },
  {
    name: 'Statement',
    priority: 30,
    senders: [],
    subject_keywords: ['statement', 'كشف حساب'],
    body_keywords: ['statement period'],
  },
  { name: 'Other', priority: 999, senders: [], subject_keywords: [], body_keywords: [] },
] as const;

/** Nile Foods Trading has no chart and no categories (the empty lists); the others all of both. */
const WITHOUT_CHART = new Set<string>([SEEDED_COMPANIES[6].id]);

/** The last day of the month `months` months before the reference date, as `YYYY-MM-DD`. */
function monthEnd(ctx: SeedContext, months: number): string {
  const date = new Date(ctx.referenceDate);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months + 1, 0)).toISOString().slice(0, 10);
}

/**
 * Accounting settings, categories and classifications of every company. Deterministic (no faker
 * draw), seeded last: Acme's books are locked to the end of the month before last.
 */
export function seedAccounting(ctx: SeedContext): void {
  const admin = userByEmail(ctx, SEEDED_ACCOUNTS.firmAdmin);
  ctx.db.companies.forEach((company, companyIndex) => {
    const created = daysAgo(ctx, 400);
    const accounts: StoredGlAccount[] = WITHOUT_CHART.has(company.id)
      ? []
      : CHART.map(({ archived, ...account }) => ({
          id: ctx.nextId('glAccounts'),
          company_id: company.id,
          ...account,
          status: archived ? 'archived' : 'active',
          created_at: created,
        }));
    ctx.db.glAccounts.push(...accounts);
    const rates: StoredTaxRate[] = TAX_RATES.map((rate) => ({
      id: ctx.nextId('taxRates'),
      company_id: company.id,
      ...rate,
      status: 'active',
      created_at: created,
    }));
    ctx.db.taxRates.push(...rates);
    const accountId = (code: string) => accounts.find((account) => account.code === code)?.id ?? null;
    const rateId = (name: string) => rates.find((rate) => rate.name === name)?.id ?? null;
    const locked = companyIndex === 0;
    ctx.db.accountingSettings.push({
      company_id: company.id,
      card_clearing_account_id: accountId('1300'),
      accounts_payable_account_id: accountId('2000'),
      reimbursements_account_id: accountId('2100'),
      sync_expenses_when_approved: true,
      sync_bills_when_approved: false,
      lock_date: locked ? monthEnd(ctx, 2) : null,
      lock_date_set_by: locked ? `${admin.first_name} ${admin.last_name}` : null,
      lock_date_set_at: locked ? daysAgo(ctx, 20) : null,
    });
    if (accounts.length > 0) {
      const category = (seed: Omit<SeedCategory, 'children'>, parentId: number | null): StoredCategory => ({
        id: ctx.nextId('categories'),
        company_id: company.id,
        name: seed.name,
        code: seed.code,
        parent_id: parentId,
        gl_account_id: accountId(seed.gl),
        tax_rate_id: rateId(seed.tax),
        receipt_required_above: seed.receiptAbove,
        mcc_categories: [...seed.mcc],
        status: 'active',
        created_at: created,
      });
      for (const { children = [], ...parent } of CATEGORIES) {
        const row = category(parent, null);
        ctx.db.categories.push(row, ...children.map((child) => category(child, row.id)));
      }
    }
    for (const classification of CLASSIFICATIONS) {
      ctx.db.classifications.push({
        id: ctx.nextId('classifications'),
        company_id: company.id,
        name: classification.name,
        priority: classification.priority,
        senders: [...classification.senders],
        subject_keywords: [...classification.subject_keywords],
        body_keywords: [...classification.body_keywords],
        status: 'active',
        created_at: created,
      });
    }
  });
}
