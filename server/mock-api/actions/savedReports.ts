import type { SavedReportWrite } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import { findOwned } from '../auth/guards.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { savedReportErrors } from '../policy/reportFilters.ts';
import { firstOfNextMonth } from '../policy/reportSchedule.ts';
import type { StoredSavedReport } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** The user's own saved report in the active company; another user's or company's id is a 404. */
export function ownSavedReport({ db, company, user }: Pick<Actor, 'db' | 'company' | 'user'>, id: string): StoredSavedReport {
  const row = findOwned(db.savedReports, id, company.id);
  if (row.user_id !== user.id) throw notFound();
  return row;
}

/** Smart Comply's flags are a report for those who may read them: `read compliance` as well. */
export function requireReportKind(actor: Pick<Actor, 'require'>, kind: ReportKind): void {
  if (kind === 'compliance_flags') actor.require('read compliance');
}

/** Saves a report of the user (422 naming the field; 403 for a kind they may not read). */
export function createSavedReport(actor: Actor, body: SavedReportWrite): StoredSavedReport {
  validSavedReport(actor, body);
  const now = actor.store.now();
  const row: StoredSavedReport = {
    id: actor.store.nextId(actor.db.savedReports),
    company_id: actor.company.id,
    user_id: actor.user.id,
    ...fieldsOf(body, now),
    last_sent_on: null,
    created_at: now.toISOString(),
  };
  actor.db.savedReports.push(row);
  return row;
}

/** Changes the user's own saved report; a schedule kept as it was keeps its next day, a new one starts next month. */
export function updateSavedReport(actor: Actor, id: string, body: SavedReportWrite): StoredSavedReport {
  const row = ownSavedReport(actor, id);
  validSavedReport(actor, body);
  const fields = fieldsOf(body, actor.store.now());
  if (row.schedule !== null && body.schedule !== null) fields.next_send_on = row.next_send_on;
  Object.assign(row, fields);
  return row;
}

/** Deletes the user's own saved report. */
export function deleteSavedReport(actor: Actor, id: string): void {
  const row = ownSavedReport(actor, id);
  actor.db.savedReports.splice(actor.db.savedReports.indexOf(row), 1);
}

function validSavedReport(actor: Actor, body: SavedReportWrite): void {
  const errors = savedReportErrors(body);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  requireReportKind(actor, body.kind);
}

/** What a write sets: a monthly schedule sends first on the first day of next month (Dubai). */
function fieldsOf(body: SavedReportWrite, now: Date) {
  return {
    kind: body.kind,
    name: body.name.trim(),
    filters: body.filters,
    columns: [...body.columns],
    schedule: body.schedule,
    next_send_on: body.schedule === null ? null : firstOfNextMonth(dubaiToday(now)),
  };
}
