import type { Request } from 'express';
import type { ReportFilters, SavedReportWrite } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { filtersOf, pageParamsOf, paginate } from '../http/listing.ts';
import { reportMoneyTotals, reportPage } from '../policy/reportPages.ts';
import { reportFilterErrors, savedReportErrors } from '../policy/reportFilters.ts';
import { presentSavedReport, reportRows } from '../policy/reports.ts';
import { firstOfNextMonth, sendDueReports } from '../policy/reportSchedule.ts';
import type { StoredSavedReport } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** The user's own saved report in the active company; another user's or company's id is a 404. */
function ownSavedReport({ db, company, user }: CompanyScope, id: string): StoredSavedReport {
  const row = findOwned(db.savedReports, id, company.id);
  if (row.user_id !== user.id) throw notFound();
  return row;
}

/**
 * GET report-rows/{kind} (read reports): a page of a standard report's rows for the active company;
 * saved-reports (read reports): the user's own saved reports in the company, with a monthly e-mail
 * schedule that the mock clock drives (`sendDueReports`, read on each call and by `/__mock/outbox`).
 */
/** Smart Comply's flags are a report for those who may read them: `read compliance` as well. */
function requireReportKind(req: Request, kind: ReportKind): void {
  if (kind === 'compliance_flags') requirePermission(req, 'read compliance');
}

export const registerReportRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/report-rows/:kind', (req, res) => {
    const { db, company } = requirePermission(req, 'read reports');
    const kind = req.params.kind as ReportKind;
    requireReportKind(req, kind);
    const filters = (filtersOf(req) ?? {}) as ReportFilters;
    const errors = reportFilterErrors(kind, filters);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const built = reportRows(db, company, kind, filters, dubaiToday(mockContext(req).store.now()), requestLanguage(req));
    const { page, perPage } = pageParamsOf(req);
    const { rows, total } = reportPage(built, page, perPage);
    res.json({
      data: rows,
      meta: {
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        money_totals: reportMoneyTotals(kind, built),
      },
    });
  });

  router.get('/api/admin/saved-reports', (req, res) => {
    const { db, company, user } = requirePermission(req, 'read reports');
    sendDueReports(db, mockContext(req).store.now());
    const mine = db.savedReports.filter((row) => row.company_id === company.id && row.user_id === user.id).sort((a, b) => b.id - a.id);
    const page = paginate(mine, req);
    res.json({ data: page.data.map(presentSavedReport), meta: page.meta });
  });

  router.post('/api/admin/saved-reports', (req, res) => {
    const scope = requirePermission(req, 'read reports');
    const body = req.body as SavedReportWrite;
    const errors = savedReportErrors(body);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    requireReportKind(req, body.kind);
    const now = mockContext(req).store.now();
    const row: StoredSavedReport = {
      id: mockContext(req).store.nextId(scope.db.savedReports),
      company_id: scope.company.id,
      user_id: scope.user.id,
      ...fieldsOf(body, now),
      last_sent_on: null,
      created_at: now.toISOString(),
    };
    scope.db.savedReports.push(row);
    res.status(201).json({ data: presentSavedReport(row) });
  });

  router.get('/api/admin/saved-reports/:id', (req, res) => {
    const scope = requirePermission(req, 'read reports');
    sendDueReports(scope.db, mockContext(req).store.now());
    res.json({ data: presentSavedReport(ownSavedReport(scope, String(req.params.id))) });
  });

  router.put('/api/admin/saved-reports/:id', (req, res) => {
    const scope = requirePermission(req, 'read reports');
    const row = ownSavedReport(scope, String(req.params.id));
    const body = req.body as SavedReportWrite;
    const errors = savedReportErrors(body);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    requireReportKind(req, body.kind);
    const fields = fieldsOf(body, mockContext(req).store.now());
    // A schedule kept as it was keeps its next day; a new one starts next month.
    if (row.schedule !== null && body.schedule !== null) fields.next_send_on = row.next_send_on;
    Object.assign(row, fields);
    res.json({ data: presentSavedReport(row) });
  });

  router.delete('/api/admin/saved-reports/:id', (req, res) => {
    const scope = requirePermission(req, 'read reports');
    const row = ownSavedReport(scope, String(req.params.id));
    scope.db.savedReports.splice(scope.db.savedReports.indexOf(row), 1);
    res.status(204).end();
  });
};

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
