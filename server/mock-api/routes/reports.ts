import type { ReportFilters, SavedReportWrite } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import { createSavedReport, deleteSavedReport, ownSavedReport, requireReportKind, updateSavedReport } from '../actions/savedReports.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { filtersOf, pageParamsOf, paginate } from '../http/listing.ts';
import { reportMoneyTotals, reportPage } from '../policy/reportPages.ts';
import { reportFilterErrors } from '../policy/reportFilters.ts';
import { presentSavedReport, reportRows } from '../policy/reports.ts';
import { sendDueReports } from '../policy/reportSchedule.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * GET report-rows/{kind} (read reports): a page of a standard report's rows for the active company;
 * saved-reports (read reports): the user's own saved reports in the company, with a monthly e-mail
 * schedule that the mock clock drives (`sendDueReports`, read on each call and by `/__mock/outbox`).
 * The saved reports' writes are `actions/savedReports.ts`.
 */
export const registerReportRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/report-rows/:kind', (req, res) => {
    const scope = requirePermission(req, 'read reports');
    const { db, company } = scope;
    const kind = req.params.kind as ReportKind;
    requireReportKind(actorOf(req, scope), kind);
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
    const row = createSavedReport(actorOf(req, requirePermission(req, 'read reports')), req.body as SavedReportWrite);
    res.status(201).json({ data: presentSavedReport(row) });
  });

  router.get('/api/admin/saved-reports/:id', (req, res) => {
    const scope = requirePermission(req, 'read reports');
    sendDueReports(scope.db, mockContext(req).store.now());
    res.json({ data: presentSavedReport(ownSavedReport(scope, String(req.params.id))) });
  });

  router.put('/api/admin/saved-reports/:id', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'read reports'));
    const row = updateSavedReport(actor, String(req.params.id), req.body as SavedReportWrite);
    res.json({ data: presentSavedReport(row) });
  });

  router.delete('/api/admin/saved-reports/:id', (req, res) => {
    deleteSavedReport(actorOf(req, requirePermission(req, 'read reports')), String(req.params.id));
    res.status(204).end();
  });
};
