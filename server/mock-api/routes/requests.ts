import type { Request } from 'express';
import type { SpendRequestStatusWrite, SpendRequestWrite } from '../../../src/api/schema.d.ts';
import { askSpendRequest, decideSpendRequest } from '../actions/spendRequests.ts';
import { actorOf } from '../auth/actor.ts';
import { mockContext } from '../context.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { isPermitted } from '../policy/permissions.ts';
import { presentRequest, requestsOf, requestTarget, settleRequests } from '../policy/requests.ts';
import type { StoredSpendRequest } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const PATH = '/api/admin/requests';

/** Card and limit requests (issue 14): list, ask, read, and the lifecycle step (approve, decline, withdraw). */
export const registerRequestRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const rows = requestsOf(scope.db, scope.company.id);
    settleRequests(scope.db, scope.company, rows, mockContext(req).store.now());
    const exact = filtersOf(req).exact ?? {};
    const term = searchTermOf(req);
    const filtered = rows.filter(
      (row) =>
        (exact.status === undefined || row.status === exact.status) &&
        (exact.kind === undefined || row.kind === exact.kind) &&
        (term === '' || searchText(scope, row).includes(term)),
    );
    const sorted = sortRows(filtered, sortKeysOf(req, 'created_at:desc'), (row, field) => row[field as keyof StoredSpendRequest]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((row) => presentRequest(scope.db, scope.company, row)), meta: page.meta });
  });

  router.post(PATH, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const row = askSpendRequest(actorOf(req, scope), req.body as SpendRequestWrite);
    res.status(201).json({ data: presentRequest(scope.db, scope.company, row) });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const row = findOwned(scope.db.spendRequests, String(req.params.id), scope.company.id);
    settleRequests(scope.db, scope.company, [row], mockContext(req).store.now());
    res.json({ data: presentRequest(scope.db, scope.company, row, mayRead(scope), mockContext(req).store.now()) });
  });

  router.patch(`${PATH}/:id/status`, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const row = findOwned(scope.db.spendRequests, String(req.params.id), scope.company.id);
    decideSpendRequest(actorOf(req, scope), row, req.body as SpendRequestStatusWrite);
    res.json({ data: presentRequest(scope.db, scope.company, row, mayRead(scope), mockContext(req).store.now()) });
  });
};

/** The guard of every call: the permission, then the company's card services (403 while locked). */
function requestScope(req: Request, permission: string): CompanyScope {
  const scope = requirePermission(req, permission);
  requireCardServices(scope);
  return scope;
}

/** Whether the caller holds a permission in the active company (what `target_now` needs). */
const mayRead =
  ({ db, user, company }: CompanyScope) =>
  (permission: string) =>
    isPermitted(db, user, company.id, permission);

function searchText(scope: CompanyScope, row: StoredSpendRequest): string {
  const member = scope.db.members.find((candidate) => candidate.id === row.requester_member_id);
  const target = row.target_type && row.target_id !== null ? requestTarget(scope.db, scope.company, row.target_type, row.target_id) : null;
  return [member?.first_name, member?.last_name, row.purpose, target?.name, row.reason].filter(Boolean).join(' ').toLowerCase();
}
