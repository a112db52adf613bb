import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import type { CompanySettingsSection } from '../../../src/domain/companySettings.ts';
import { rejectInvalid } from '../http/errors.ts';
import { applySectionWrite, sectionWriteErrors, type SectionWrites } from '../policy/companySettings.ts';
import type { StoredCompanySettings } from '../store/types.ts';
import type { Actor } from './actor.ts';

/**
 * Saves one section of the company's settings row: everything is validated before anything is saved
 * (422 naming the field); a trade licence expiring before the mock's today (Dubai) is refused.
 */
export function saveSettingsSection<S extends CompanySettingsSection>(
  actor: Actor,
  section: S,
  row: StoredCompanySettings,
  body: SectionWrites[S],
): void {
  const target = { db: actor.db, company: actor.company, row, today: dubaiToday(actor.store.now()) };
  rejectInvalid(sectionWriteErrors(section, body, target));
  applySectionWrite(section, body, target);
}
