/**
 * Accounting integrations (issue 11, `/integration`): one connection per company, imports from the
 * connected system and the category → GL account mapping. Pure rules the mock and the app share.
 */
import { categoryTreeKey } from './categoryTree';
import type {
  IntegrationImportOutcome,
  IntegrationProvider,
  IntegrationScope,
  IntegrationSkipReason,
  IntegrationStatus,
} from './contractLists';
import { isValidUaeTrn, normalizeTrn } from './uaeIdentifiers';

/** What Spendboard reads from the connected system, and what it writes to it (the consent screen). */
export const INTEGRATION_READS: readonly IntegrationScope[] = ['chart_of_accounts', 'tax_rates', 'vendors'];
export const INTEGRATION_WRITES: readonly IntegrationScope[] = ['expenses', 'bills'];

/** Reading the page, and connecting, disconnecting, importing and mapping (new §6-style names). */
export const READ_INTEGRATIONS = 'read integrations';
export const MANAGE_INTEGRATIONS = 'manage integrations';

type ConnectionState = { provider: IntegrationProvider | null; status: IntegrationStatus };

/** A connection holds the company while it is connected or needs attention (one at a time). */
export const holdsCompany = (status: IntegrationStatus): boolean => status === 'connected' || status === 'needs_attention';

/**
 * The provider that stands in the way of connecting `wanted`, or null: another provider that holds
 * the company. Connecting the provider already held again reconnects it.
 */
export function connectionConflict(current: ConnectionState, wanted: IntegrationProvider): IntegrationProvider | null {
  return holdsCompany(current.status) && current.provider !== null && current.provider !== wanted ? current.provider : null;
}

/** Imports need a connection that works: connected (not needing attention, not disconnected). */
export const canImport = (current: ConnectionState): boolean => current.status === 'connected' && current.provider !== null;

export type ImportLine = { name: string; outcome: IntegrationImportOutcome; reason_code: IntegrationSkipReason | null };

export type ImportSummary = {
  created: number;
  updated: number;
  skipped: number;
  /** How many records were skipped for each reason, in the order the reasons first appear. */
  reasons: { reason: IntegrationSkipReason; count: number }[];
};

/** The counts of an import's lines: created, updated, skipped, and the skipped ones by reason. */
export function importSummary(lines: readonly ImportLine[]): ImportSummary {
  const reasons: ImportSummary['reasons'] = [];
  const count = (outcome: IntegrationImportOutcome) => lines.filter((line) => line.outcome === outcome).length;
  for (const line of lines) {
    if (line.outcome !== 'skipped' || line.reason_code === null) continue;
    const known = reasons.find((entry) => entry.reason === line.reason_code);
    if (known) known.count += 1;
    else reasons.push({ reason: line.reason_code, count: 1 });
  }
  return { created: count('created'), updated: count('updated'), skipped: count('skipped'), reasons };
}

export type VendorMatch<V> =
  | { vendor: V; action: 'create'; trn: string }
  | { vendor: V; action: 'match'; trn: string; counterpartId: number }
  | { vendor: V; action: 'skip'; reason: Extract<IntegrationSkipReason, 'no_trn' | 'invalid_trn' | 'duplicate_in_source'> };

/**
 * Vendors of the connected system matched to the company's counterparts by TRN (spaces and dashes
 * ignored): a vendor without a TRN or with an invalid one is skipped, a TRN the connected system
 * lists twice counts once (the first), a TRN a counterpart has is a match (the first counterpart
 * with it), any other is new.
 */
export function matchVendorsByTrn<V extends { trn: string | null }>(
  counterparts: readonly { id: number; trn: string | null }[],
  vendors: readonly V[],
): VendorMatch<V>[] {
  const seen = new Set<string>();
  return vendors.map((vendor): VendorMatch<V> => {
    if (!vendor.trn || !vendor.trn.trim()) return { vendor, action: 'skip', reason: 'no_trn' };
    if (!isValidUaeTrn(vendor.trn)) return { vendor, action: 'skip', reason: 'invalid_trn' };
    const trn = normalizeTrn(vendor.trn);
    if (seen.has(trn)) return { vendor, action: 'skip', reason: 'duplicate_in_source' };
    seen.add(trn);
    const match = counterparts.find((counterpart) => counterpart.trn !== null && normalizeTrn(counterpart.trn) === trn);
    return match ? { vendor, action: 'match', trn, counterpartId: match.id } : { vendor, action: 'create', trn };
  });
}

type MappedCategory = { name: string; parent_name: string | null; gl_account_id: number | null };

/** A category is mapped when its GL account is an active account of the company. */
export const isMapped = (category: Pick<MappedCategory, 'gl_account_id'>, activeAccountIds: ReadonlySet<number>): boolean =>
  category.gl_account_id !== null && activeAccountIds.has(category.gl_account_id);

/** The mapping screen's order: the unmapped categories first, each group in tree order. */
export function mappingOrder<T extends MappedCategory>(categories: readonly T[], activeAccountIds: ReadonlySet<number>): T[] {
  const key = (category: T) =>
    `${isMapped(category, activeAccountIds) ? 1 : 0}\u0001${categoryTreeKey(category.name, category.parent_name)}`;
  return [...categories].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** How many categories still need a GL account. */
export const unmappedCount = (
  categories: readonly Pick<MappedCategory, 'gl_account_id'>[],
  activeAccountIds: ReadonlySet<number>,
): number => categories.filter((category) => !isMapped(category, activeAccountIds)).length;

/** The providers' own names (brands, the same in every language). */
export const INTEGRATION_PROVIDER_NAMES: Readonly<Record<IntegrationProvider, string>> = {
  xero: 'Xero',
  quickbooks_online: 'QuickBooks Online',
  zoho_books: 'Zoho Books',
  netsuite: 'NetSuite',
  odoo: 'Odoo',
};
