/**
 * Smart Comply: each company's rules, its flags and when they were last evaluated.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];

/** A company's flags and scores as last evaluated, at `key` (the records' revision and the Dubai day). */
export interface ComplianceMemo {
  key: string;
  flags: StoredComplianceFlag[];
  scores: Schemas['ComplianceScores']['data'] | null;
}

/** A company's Smart Comply rule (one per kind). */
export interface StoredComplianceRule extends Omit<Schemas['ComplianceRule'], 'updated_at'> {
  company_id: string;
  updated_at: string;
}

/** A stored flag; `explanation_text` is rendered when presented. */
export interface StoredComplianceFlag extends Omit<Schemas['ComplianceFlag'], 'explanation_text' | 'resolution' | 'records'> {
  company_id: string;
  resolution: { text: string; by_user_id: number; at: string } | null;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface ComplianceTables {
  complianceRules: StoredComplianceRule[];
  complianceFlags: StoredComplianceFlag[];
  /** Smart Comply: the revision of the records (bumped by every write) and, per company, the revision and day its flags were evaluated at. */
  complianceState: { revision: number; evaluated: Map<string, ComplianceMemo> };
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): ComplianceTables {
  return {
    complianceRules: [],
    complianceFlags: [],
    complianceState: { revision: 0, evaluated: new Map() },
  };
}
