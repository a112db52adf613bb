import { requireCompany } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { dashboardFigures } from '../policy/dashboard.ts';
import { presentExpense } from '../presenters/expenses.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * GET dashboard: every figure of the dashboard of the active company in one call. Any member of the
 * company may call it (the home page of every account); each figure is guarded by its own
 * permission inside `dashboardFigures` and left out without it, so no figure leaks and none shows a
 * false zero.
 */
export const registerDashboardRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/dashboard', (req, res) => {
    const { db, user, company } = requireCompany(req);
    const { summary, recent, waiting } = dashboardFigures(db, user, company, mockContext(req).store.now());
    res.json({
      data: {
        ...summary,
        ...(recent ? { recent_expenses: recent.map((row) => presentExpense(db, row)) } : {}),
        ...(summary.waiting_on_me && waiting
          ? { waiting_on_me: { ...summary.waiting_on_me, expenses: waiting.map((row) => presentExpense(db, row)) } }
          : {}),
      },
    });
  });
};
