import type { Request } from 'express';
import type { SpendRequestStatusWrite, SpendRequestWrite } from '../../../src/api/schema.d.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { cardTypeCode, limitModeCode } from '../../../src/domain/limits.ts';
import { limitPermission } from '../../../src/domain/permissionNames.ts';
import { isoDay, refuseRequestStep } from '../../../src/domain/requestLifecycle.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { ApiError, forbidden, rejectInvalid, validationFailed } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { limitErrors, nextLimit } from '../policy/limits.ts';
import { notifyPerson } from '../policy/notifications.ts';
import { isPermitted } from '../policy/permissions.ts';
import { newRequest, presentRequest, requestsOf, requestTarget, requestWriteErrors, settleRequests } from '../policy/requests.ts';
import type { StoredSpendRequest } from '../store/types.ts';
import { createCard } from './cardWrites.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const PATH = '/api/admin/requests';

/** Card and limit requests (issue 14): list, ask, read, and the lifecycle step (approve, decline, withdraw). */
export const registerRequestRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const rows = requestsOf(scope.db, scope.company.id);
    settleRequests(scope.db, scope.company, rows);
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
    const membership = scope.db.memberships.find((row) => row.user_id === scope.user.id && row.company_id === scope.company.id);
    const requester = membership && scope.db.members.find((row) => row.id === membership.member_id && row.company_id === scope.company.id);
    if (!requester) throw forbidden('Only a person of this company can ask: your account has no person here.');
    const body = req.body as SpendRequestWrite;
    const now = new Date();
    rejectInvalid(requestWriteErrors(scope.db, scope.company, body, isoDay(now)));
    const row = newRequest(mockContext(req).store.nextId(scope.db.spendRequests), scope.company, requester.id, body, scope.db, now);
    scope.db.spendRequests.push(row);
    res.status(201).json({ data: presentRequest(scope.db, scope.company, row) });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const row = findOwned(scope.db.spendRequests, String(req.params.id), scope.company.id);
    settleRequests(scope.db, scope.company, [row]);
    res.json({ data: presentRequest(scope.db, scope.company, row, mayRead(scope)) });
  });

  router.patch(`${PATH}/:id/status`, (req, res) => {
    const scope = requestScope(req, 'read requests');
    const row = findOwned(scope.db.spendRequests, String(req.params.id), scope.company.id);
    decideSpendRequest(req, scope, row, req.body as SpendRequestStatusWrite);
    res.json({ data: presentRequest(scope.db, scope.company, row, mayRead(scope)) });
  });
};

/**
 * One step of a card or limit request by the caller (`src/domain/requestLifecycle.ts`): approve
 * (the card is created or the limit changes), decline (with a reason) or withdraw (the requester's).
 * Nobody decides their own request. Refused steps throw and change nothing. Shared by the request's
 * page and the portfolio's approval inbox.
 */
export function decideSpendRequest(req: Request, scope: CompanyScope, row: StoredSpendRequest, body: SpendRequestStatusWrite): void {
  const refusal = refuseRequestStep(row, body.status, { isRequester: isRequester(scope, row), reason: body.reason });
  if (refusal?.reason === 'not_allowed')
    throw validationFailed({ status: [`A request that is ${refusal.from} cannot become ${refusal.to}.`] });
  if (refusal?.reason === 'own_request')
    throw forbidden('Nobody approves or declines their own request: another person of the finance team decides it.');
  if (refusal?.reason === 'not_requester') throw forbidden('Only the person who asked can withdraw this request.');
  if (refusal?.reason === 'reason_required') throw validationFailed({ reason: ['Say why the request is declined.'] });
  if (body.status !== 'withdrawn') requirePermission(req, 'organize requests');
  const now = new Date();
  const by = `${scope.user.first_name} ${scope.user.last_name}`;
  if (body.status === 'approved') approve(req, scope, row);
  if (body.status === 'declined') row.decline_reason = (body.reason ?? '').trim();
  if (body.status !== 'withdrawn') {
    row.decided_by = by;
    row.decided_at = now.toISOString();
  }
  row.status = body.status;
  if (body.status !== 'withdrawn')
    notifyPerson(scope.db, scope.company.id, row.requester_member_id, noticeOf(row), `/requests/overview/${row.id}`, now);
}

/** The guard of every call: the permission, then the company's card services (403 while locked). */
export function requestScope(req: Request, permission: string): CompanyScope {
  const scope = requirePermission(req, permission);
  requireCardServices(scope);
  return scope;
}

/** Whether the caller holds a permission in the active company (what `target_now` needs). */
const mayRead =
  ({ db, user, company }: CompanyScope) =>
  (permission: string) =>
    isPermitted(db, user, company.id, permission);

function isRequester(scope: CompanyScope, row: StoredSpendRequest): boolean {
  return scope.db.memberships.some(
    (membership) =>
      membership.user_id === scope.user.id &&
      membership.company_id === scope.company.id &&
      membership.member_id === row.requester_member_id,
  );
}

/**
 * Carries out an approval by the existing rules, before anything of the request changes: a card
 * request creates the card (`createCard`: card permissions and checks), a limit request changes the
 * limit (`update_{entity}_limits_limit`, the limit checks); a 403/409/422 leaves everything as it was.
 */
function approve(req: Request, scope: CompanyScope, row: StoredSpendRequest): void {
  if (row.kind === 'card') {
    const card = createCard(req, scope, {
      member_id: row.requester_member_id,
      name: (row.purpose ?? 'Requested card').slice(0, 100),
      type: cardTypeCode(row.card_type ?? 'virtual'),
      limit: { mode: limitModeCode('limit'), amount: row.requested_limit ?? 0 },
    });
    row.card_id = card.id;
    return;
  }
  if (!row.target_type || row.target_id === null || row.new_amount === null)
    throw new ApiError(409, 'This request names no limit to change.');
  requirePermission(req, limitPermission(row.target_type, 'limit'));
  const target = requestTarget(scope.db, scope.company, row.target_type, row.target_id);
  if (!target) throw validationFailed({ target_id: ['The card or person of this request is no longer in this company.'] });
  if (target.closed) throw new ApiError(409, 'This card is terminated or expired; its limit can no longer change.');
  const input = { mode: limitModeCode('limit'), amount: row.new_amount };
  rejectInvalid(limitErrors(row.target_type, input, target.holder.limit, 'new_'));
  if (row.duration === 'temporary') row.previous_limit = { mode: target.holder.limit.mode, amount: target.holder.limit.amount };
  target.holder.limit = nextLimit(row.target_type, target.holder.limit, input);
}

/** The requester's bell text. */
function noticeOf(row: StoredSpendRequest): string {
  const what =
    row.kind === 'card'
      ? `Your ${row.card_type ?? ''} card request`.replace('  ', ' ')
      : `Your limit request (${formatMoney(row.new_amount ?? 0, row.currency)})`;
  return row.status === 'approved' ? `${what} was approved.` : `${what} was declined: ${row.decline_reason ?? ''}`;
}

function searchText(scope: CompanyScope, row: StoredSpendRequest): string {
  const member = scope.db.members.find((candidate) => candidate.id === row.requester_member_id);
  const target = row.target_type && row.target_id !== null ? requestTarget(scope.db, scope.company, row.target_type, row.target_id) : null;
  return [member?.first_name, member?.last_name, row.purpose, target?.name, row.reason].filter(Boolean).join(' ').toLowerCase();
}
