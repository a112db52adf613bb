import type { CounterpartWrite, IntegrationConnection, IntegrationImportRow as ImportRow } from '../../../src/api/schema.d.ts';
import type { IntegrationImportKind, IntegrationSkipReason } from '../../../src/domain/contractLists.ts';
import { matchVendorsByTrn } from '../../../src/domain/integrations.ts';
import type { FieldErrors } from '../http/errors.ts';
import type {
  MockDatabase,
  ProviderVendor,
  StoredCounterpart,
  StoredGlAccount,
  StoredIntegration,
  StoredProviderDataset,
  StoredTaxRate,
} from '../store/types.ts';
import { glAccountFields, glAccountWriteErrors, taxRateFields, taxRateWriteErrors } from './accounting.ts';
import { counterpartFields, counterpartWriteErrors } from './counterparts.ts';

const NEVER_CONNECTED: IntegrationConnection = {
  provider: null,
  status: 'disconnected',
  status_reason: null,
  organisation_name: null,
  connected_at: null,
  connected_by: null,
  last_import_at: null,
};

/** The company's connection row (any status), or undefined when it never had one. */
export const connectionOf = (db: MockDatabase, companyId: string): StoredIntegration | undefined =>
  db.integrations.find((row) => row.company_id === companyId);

/** A connection as the API shows it: a company that never connected is `disconnected` with nothing known. */
export function presentConnection(row: StoredIntegration | undefined): IntegrationConnection {
  if (!row) return NEVER_CONNECTED;
  const { company_id: _companyId, ...connection } = row;
  return connection;
}

/** What one import step does to the company's data, applied only after every row is planned. */
type Step = { row: ImportRow; apply?: () => void };

const SKIP_MESSAGES: Record<Exclude<IntegrationSkipReason, 'invalid'>, string> = {
  unchanged: 'Already the same in Spendboard.',
  no_trn: 'No TRN to match on; add this vendor by hand.',
  invalid_trn: 'The TRN is not 15 digits starting with 100.',
  duplicate_in_source: 'Listed twice in the connected system; the first one was used.',
  locked: 'The change would restate records on or before the accounting lock date.',
  inactive_in_source: 'Inactive in the connected system.',
  default_account: 'A default account keeps its type; choose another default account first.',
};

const skipped = (name: string, reason: IntegrationSkipReason, message?: string): Step => ({
  row: {
    name,
    outcome: 'skipped',
    reason_code: reason,
    reason: message ?? SKIP_MESSAGES[reason as Exclude<IntegrationSkipReason, 'invalid'>],
  },
});
const done = (name: string, outcome: 'created' | 'updated', apply: () => void): Step => ({
  row: { name, outcome, reason_code: null, reason: null },
  apply,
});
const firstMessage = (errors: FieldErrors) => Object.values(errors)[0]?.[0] ?? 'Invalid.';

type ImportContext = {
  db: MockDatabase;
  companyId: string;
  lockDate: string | null;
  nextId: (rows: { id: number }[]) => number;
  now: string;
};

const DEFAULT_ACCOUNT_FIELDS = ['card_clearing_account_id', 'accounts_payable_account_id', 'reimbursements_account_id'] as const;

/** GL accounts matched by code (any case): renamed or retyped when they differ, new codes created. */
function planChart(dataset: StoredProviderDataset, ctx: ImportContext): Step[] {
  const { db, companyId } = ctx;
  const company = db.glAccounts.filter((row) => row.company_id === companyId);
  const settings = db.accountingSettings.find((row) => row.company_id === companyId);
  const seen = new Set<string>();
  const created: { id?: number; code: string }[] = [];
  return dataset.accounts.map((account): Step => {
    const label = `${account.code} ${account.name}`;
    const key = account.code.trim().toLowerCase();
    if (!account.active) return skipped(label, 'inactive_in_source');
    if (seen.has(key)) return skipped(label, 'duplicate_in_source');
    seen.add(key);
    const write = { code: account.code, name: account.name, type: account.type };
    const existing = company.find((row) => row.code.trim().toLowerCase() === key);
    if (!existing) {
      const errors = glAccountWriteErrors([...company, ...created], write);
      if (Object.keys(errors).length > 0) return skipped(label, 'invalid', firstMessage(errors));
      created.push(write);
      return done(label, 'created', () => {
        const row: StoredGlAccount = {
          id: ctx.nextId(db.glAccounts),
          company_id: companyId,
          ...glAccountFields(write),
          status: 'active',
          created_at: ctx.now,
        };
        db.glAccounts.push(row);
      });
    }
    const typeChanges = existing.type !== account.type;
    if (existing.name === account.name.trim() && !typeChanges) return skipped(label, 'unchanged');
    if (typeChanges && settings && DEFAULT_ACCOUNT_FIELDS.some((field) => settings[field] === existing.id))
      return skipped(label, 'default_account');
    if (typeChanges && ctx.lockDate !== null) return skipped(label, 'locked');
    const errors = glAccountWriteErrors(company, write, existing);
    if (Object.keys(errors).length > 0) return skipped(label, 'invalid', firstMessage(errors));
    return done(label, 'updated', () => Object.assign(existing, { name: account.name.trim(), type: account.type }));
  });
}

/** Tax rates matched by name (any case); a changed rate is refused under a lock date. */
function planTaxRates(dataset: StoredProviderDataset, ctx: ImportContext): Step[] {
  const { db, companyId } = ctx;
  const company = db.taxRates.filter((row) => row.company_id === companyId);
  const seen = new Set<string>();
  const created: { name: string }[] = [];
  return dataset.taxRates.map((rate): Step => {
    const key = rate.name.trim().toLowerCase();
    if (!rate.active) return skipped(rate.name, 'inactive_in_source');
    if (seen.has(key)) return skipped(rate.name, 'duplicate_in_source');
    seen.add(key);
    const write = { name: rate.name, rate: rate.rate, type: rate.type };
    const existing = company.find((row) => row.name.trim().toLowerCase() === key);
    if (!existing) {
      const errors = taxRateWriteErrors([...company, ...created], write);
      if (Object.keys(errors).length > 0) return skipped(rate.name, 'invalid', firstMessage(errors));
      created.push(write);
      return done(rate.name, 'created', () => {
        const row: StoredTaxRate = {
          id: ctx.nextId(db.taxRates),
          company_id: companyId,
          ...taxRateFields(write),
          status: 'active',
          created_at: ctx.now,
        };
        db.taxRates.push(row);
      });
    }
    if (existing.rate === rate.rate && existing.type === rate.type) return skipped(rate.name, 'unchanged');
    if (ctx.lockDate !== null) return skipped(rate.name, 'locked');
    const errors = taxRateWriteErrors(company, write, existing);
    if (Object.keys(errors).length > 0) return skipped(rate.name, 'invalid', firstMessage(errors));
    return done(rate.name, 'updated', () => Object.assign(existing, { rate: rate.rate, type: rate.type }));
  });
}

/** The fields a vendor import keeps up to date on a matched counterpart (its name stays as the company named it). */
const VENDOR_FIELDS = ['legal_name', 'emails', 'phone', 'address', 'iban', 'bank_name', 'payment_terms_days'] as const;

/** The connected system's values of a vendor, for a matched counterpart: only those it holds. */
function vendorChanges(counterpart: StoredCounterpart, vendor: ProviderVendor): Partial<StoredCounterpart> {
  const incoming = counterpartFields({ ...(vendor as CounterpartWrite) });
  const changes: Partial<StoredCounterpart> = {};
  for (const field of VENDOR_FIELDS) {
    const value = incoming[field];
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (JSON.stringify(counterpart[field]) !== JSON.stringify(value)) Object.assign(changes, { [field]: value });
  }
  return changes;
}

/** Vendors matched to counterparts by TRN: matches updated when they differ, new TRNs created. */
function planVendors(dataset: StoredProviderDataset, ctx: ImportContext): Step[] {
  const { db, companyId } = ctx;
  const company = db.counterparts.filter((row) => row.company_id === companyId);
  return matchVendorsByTrn(company, dataset.vendors).map((match): Step => {
    const { vendor } = match;
    if (match.action === 'skip') return skipped(vendor.name, match.reason);
    const write: CounterpartWrite = { ...vendor, trn: match.trn, is_on_hold: false, owner_id: null, default_category_id: null };
    const errors = counterpartWriteErrors(write, new Set());
    if (Object.keys(errors).length > 0) return skipped(vendor.name, 'invalid', firstMessage(errors));
    if (match.action === 'create') {
      return done(vendor.name, 'created', () => {
        db.counterparts.push({
          id: ctx.nextId(db.counterparts),
          company_id: companyId,
          ...counterpartFields(write),
          status: 'active',
          created_at: ctx.now,
        });
      });
    }
    const counterpart = company.find((row) => row.id === match.counterpartId)!;
    const changes = vendorChanges(counterpart, vendor);
    if (Object.keys(changes).length === 0) return skipped(counterpart.name, 'unchanged');
    return done(counterpart.name, 'updated', () => Object.assign(counterpart, changes));
  });
}

const PLANS: Record<IntegrationImportKind, (dataset: StoredProviderDataset, ctx: ImportContext) => Step[]> = {
  chart_of_accounts: planChart,
  tax_rates: planTaxRates,
  vendors: planVendors,
};

/**
 * Imports one kind of record from the connected system: plans every record first (against the
 * data as it was), then applies the creates and updates. Returns what happened to each record.
 */
export function runIntegrationImport(kind: IntegrationImportKind, dataset: StoredProviderDataset, ctx: ImportContext): ImportRow[] {
  const steps = PLANS[kind](dataset, ctx);
  for (const step of steps) step.apply?.();
  return steps.map((step) => step.row);
}
