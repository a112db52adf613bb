import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { reportDefinition } from '../../../src/domain/reportCatalogue.ts';
import { publicState } from '../public/publicState.ts';
import type { MockDatabase } from '../store/types.ts';
import { reportRows } from './reports.ts';

/** The first day of the month after the one of `day`. */
export function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The whole month before the one that starts on `firstDay`. */
function monthBefore(firstDay: string): { from: string; to: string } {
  const [year, month] = firstDay.split('-').map(Number);
  const from = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { from, to };
}

/** A scheduled report the mock "e-mailed" (listed by `GET /__mock/outbox`). */
export type ReportMail = {
  kind: 'scheduled_report';
  email: string;
  user_id: number;
  company_id: string;
  saved_report_id: number;
  subject: string;
  period: { from: string; to: string };
  row_count: number;
  created_at: string;
};

/**
 * Sends every scheduled report that is due on the mock clock (`now`, Dubai days): one mail per
 * saved report and month, on the first day of the month, with the previous month's rows (a report
 * that takes `from`/`to`); a clock moved several months ahead sends each month it passed, once.
 */
export function sendDueReports(db: MockDatabase, now: Date): ReportMail[] {
  const today = dubaiToday(now);
  const sent: ReportMail[] = [];
  for (const saved of db.savedReports) {
    if (saved.schedule === null || saved.next_send_on === null) continue;
    const user = db.users.find((row) => row.id === saved.user_id);
    const company = db.companies.find((row) => row.id === saved.company_id);
    while (user && company && saved.next_send_on !== null && saved.next_send_on <= today) {
      const period = monthBefore(saved.next_send_on);
      const definition = reportDefinition(saved.kind);
      const filters = { ...saved.filters, ...(definition.filters.includes('from') ? period : {}) };
      const mail: ReportMail = {
        kind: 'scheduled_report',
        email: user.email,
        user_id: user.id,
        company_id: company.id,
        saved_report_id: saved.id,
        subject: `${saved.name}: ${period.from} to ${period.to}`,
        period,
        row_count: reportRows(db, company, saved.kind, filters, saved.next_send_on).items.length,
        created_at: `${saved.next_send_on}T04:00:00.000Z`,
      };
      publicState(db).reportMails.push(mail);
      sent.push(mail);
      saved.last_sent_on = saved.next_send_on;
      saved.next_send_on = firstOfNextMonth(saved.next_send_on);
    }
  }
  return sent;
}
