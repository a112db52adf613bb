/**
 * Saved reports.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];

/** A report one user saved in one company; only that user sees it (another's id is a 404). */
type SavedReportShape = Schemas['SavedReport'];
export interface StoredSavedReport extends SavedReportShape {
  company_id: string;
  user_id: number;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface ReportTables {
  /** Reports saved by a user in a company (issue 16), with their monthly e-mail schedule. */
  savedReports: StoredSavedReport[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): ReportTables {
  return {
    savedReports: [],
  };
}
