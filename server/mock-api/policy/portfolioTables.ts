import type { components } from '../../../src/api/schema.d.ts';
import { groupByCompany } from '../store/groupByCompany.ts';
import { keptIndex } from '../store/keptIndex.ts';
import type { MockDatabase, StoredMember } from '../store/types.ts';

type Schemas = components['schemas'];
/** An inbox item as kept between calls; its compliance flags are read for the items a page shows (`withComplianceFlags`). */
export type ApprovalItem = Omit<Schemas['ApprovalItem'], 'compliance_flags'>;

export const nameOf = (member: StoredMember | undefined): string | null =>
  member ? `${member.first_name} ${member.last_name}`.trim() || null : null;

/** Lookups shared by every company of one call (each table grouped once, not scanned per company). */
export type PortfolioTables = {
  members: Map<number, StoredMember>;
  membersByCompany: Map<string | null, StoredMember[]>;
  bills: Map<string | null, MockDatabase['bills']>;
  fundingRequests: Map<string | null, MockDatabase['fundingRequests']>;
  spendRequests: Map<string | null, MockDatabase['spendRequests']>;
  categories: Map<number, { name: string }>;
  vendors: Map<number, { name: string }>;
};

/**
 * Each table grouped by company once, kept until the next write (`keptIndex`; rows are the stored
 * objects: a changed status or name shows at once).
 */
export function portfolioTables(db: MockDatabase): PortfolioTables {
  return keptIndex(db, 'portfolio tables', '', '', () => ({
    members: new Map(db.members.map((row) => [row.id, row])),
    membersByCompany: groupByCompany(db.members),
    bills: groupByCompany(db.bills),
    fundingRequests: groupByCompany(db.fundingRequests),
    spendRequests: groupByCompany(db.spendRequests),
    categories: new Map(db.categories.map((row) => [row.id, row])),
    vendors: new Map(db.counterparts.map((row) => [row.id, row])),
  }));
}
