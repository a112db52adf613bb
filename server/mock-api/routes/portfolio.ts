import type { Request } from 'express';
import type {
  ApprovalDecisions,
  ApprovalInboxFilters as InboxFilters,
  components,
  PortfolioTeamFilters as TeamFilters,
} from '../../../src/api/schema.d.ts';
import { decideApprovalItem, type ActorIn } from '../actions/approvalDecisions.ts';
import { actorOf } from '../auth/actor.ts';
import { actingIn, requirePermission, requireUser, type UserScope } from '../auth/guards.ts';
import { ApiError, forbidden, validationFailed } from '../http/errors.ts';
import { filtersOf, pageParamsOf, paginate, searchTermOf } from '../http/listing.ts';
import { approvalInbox, inboxPage, portfolioOf, portfolioTeam, withComplianceFlags } from '../policy/portfolio.ts';
import { OVERRIDE_REASON_REQUIRED } from '../policy/approvalOverrides.ts';
import { mockContext } from '../context.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { translateItemMessages } from '../http/translateMessage.ts';
import { requestLanguage } from '../http/language.ts';

type DecisionResult = components['schemas']['ApprovalDecisionResults']['data'][number];

export const PORTFOLIO_ONLY_FOR_SEVERAL =
  'This account works in one company: the portfolio, its team and its approval inbox are not available.';

/**
 * The cross-company calls answer for every company of the caller (X-Tenant is not read); a
 * tenant_specific account works in its one company only (§2, §6: the restricted view): 403.
 */
function portfolioUser(req: Request): UserScope {
  const scope = requireUser(req);
  if (scope.user.user_type === 'tenant_specific') throw forbidden(PORTFOLIO_ONLY_FOR_SEVERAL);
  return scope;
}

/** The caller acting in another of his companies, as if X-Tenant named it (`actingIn`), once he holds `permission` there. */
const actorInCompany =
  (req: Request): ActorIn =>
  (companyId, permission) => {
    const scoped = actingIn(req, companyId);
    return actorOf(scoped, requirePermission(scoped, permission));
  };

const messageOf = (error: ApiError) => Object.values(error.errors ?? {})[0]?.[0] ?? error.message;

/** GET portfolio, GET portfolio/team, GET portfolio/approvals, POST portfolio/approvals/decisions (issue 15). */
export const registerPortfolioRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/portfolio', (req, res) => {
    const { db, user } = portfolioUser(req);
    res.json({ data: portfolioOf(db, user, mockContext(req).store.now()) });
  });

  router.get('/api/admin/portfolio/team', (req, res) => {
    const { db, user } = portfolioUser(req);
    const exact = (filtersOf(req) as TeamFilters).exact ?? {};
    const term = searchTermOf(req);
    const { people, roles } = portfolioTeam(db, user);
    const matching = people.filter(
      (person) =>
        (term === '' || person.name.toLowerCase().includes(term) || person.email.toLowerCase().includes(term)) &&
        person.companies.some(
          (entry) =>
            (exact.company_id === undefined || entry.company_id === exact.company_id) &&
            (exact.role === undefined || entry.roles.includes(exact.role)) &&
            (exact.status === undefined || entry.status === exact.status),
        ),
    );
    const page = paginate(matching, req);
    res.json({ data: page.data, meta: page.meta, roles });
  });

  router.get('/api/admin/portfolio/approvals', (req, res) => {
    const { db, user } = portfolioUser(req);
    const exact = (filtersOf(req) as InboxFilters).exact ?? {};
    const inbox = approvalInbox(db, user, mockContext(req).store.now());
    const names = new Map(db.companies.map((company) => [company.id, company.name]));
    const companies = [...inbox.byCompany]
      .filter(([, items]) => items.length > 0)
      .map(([id, items]) => ({ id, name: names.get(id) ?? '', pending: items.length }));
    const { page, perPage } = pageParamsOf(req);
    const { items, total } = inboxPage(inbox, exact, page, perPage);
    const meta = { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
    const data = withComplianceFlags(db, items, requestLanguage(req), mockContext(req).store.now());
    res.json({ data, meta, stats: inbox.stats, companies });
  });

  router.post('/api/admin/portfolio/approvals/decisions', (req, res) => {
    portfolioUser(req);
    const { items } = req.body as ApprovalDecisions;
    const unexplained = items.findIndex((item) => item.decision === 'reject' && !item.reason?.trim());
    if (unexplained >= 0) throw validationFailed({ [`items.${unexplained}.reason`]: ['Say why it is rejected: the requestor sees it.'] });
    const unexplainedOverride = items.findIndex((item) => item.override_flags === true && !item.override_reason?.trim());
    if (unexplainedOverride >= 0) throw validationFailed({ [`items.${unexplainedOverride}.override_reason`]: [OVERRIDE_REASON_REQUIRED] });
    const now = mockContext(req).store.now();
    const results: DecisionResult[] = items.map((item) => {
      const key = { company_id: item.company_id, type: item.type, id: item.id };
      try {
        decideApprovalItem(actorInCompany(req), item, now);
        return { ...key, ok: true, status: 200, message: null };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { ...key, ok: false, status: error.status, message: messageOf(error) };
      }
    });
    res.json({ data: translateItemMessages(results, requestLanguage(req)) });
  });
};
