import type { Request } from 'express';
import type {
  FundingRequest,
  FundingRequestCreate,
  FundingRequestDecision,
  FundingRequestListFilters,
  LimitChainLevel,
} from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { addMonth, refuseFundingStep } from '../../../src/domain/fundingRequestLifecycle.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { forbidden, rejectInvalid, validationFailed } from '../http/errors.ts';
import { filtersOf, paginate, sortKeysOf, sortRows } from '../http/listing.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import {
  fundingCreateErrors,
  fundingShortfall,
  fundingTarget,
  fundingTargetName,
  giveFunds,
  notifyRequester,
  settleFundingRequests,
} from '../policy/fundingRequests.ts';
import type { LimitEntity, StoredFundingRequest } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const READ = 'read funding requests';
const ORGANIZE = 'organize funding requests';
const PATH = '/api/admin/funding-requests';

/** Read permission, completed card services, and every approved request brought up to date on the mock's clock. */
export function fundingScope(req: Request): CompanyScope {
  const scope = requirePermission(req, READ);
  requireCardServices(scope);
  const { store } = mockContext(req);
  settleFundingRequests(scope, store.now(), () => store.nextId(scope.db.transfers));
  return scope;
}

function present(scope: CompanyScope, row: StoredFundingRequest): FundingRequest {
  return {
    id: row.id,
    target: { type: row.target.type, id: row.target.id, name: fundingTargetName(scope, row) },
    amount: row.amount,
    currency: row.currency,
    recurrence: row.recurrence,
    duration: row.duration,
    end_date: row.end_date,
    reason: row.reason,
    status: row.status,
    decision_reason: row.decision_reason,
    requested_by: row.requested_by,
    requested_at: row.requested_at,
    decided_by: row.decided_by,
    decided_at: row.decided_at,
    is_own: row.requested_by.id === scope.user.id,
    runs: row.runs,
    next_run_on: row.next_run_on,
    funds_returned_at: row.funds_returned_at,
    last_run_error: row.last_run_error,
  };
}

/** GET/POST funding-requests, GET funding-requests/{id}, POST funding-requests/{id}/status, GET limits/{entity}/{id}/chain. */
export const registerFundingRequestRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const scope = fundingScope(req);
    const filters = filtersOf(req) as FundingRequestListFilters;
    const rows = scope.db.fundingRequests.filter(
      (row) =>
        row.company_id === scope.company.id &&
        (!filters.in?.status || filters.in.status.includes(row.status)) &&
        (!filters.exact?.target_type || row.target.type === filters.exact.target_type),
    );
    const sorted = sortRows(rows, sortKeysOf(req, 'requested_at:desc'), (row, field) => row[field as keyof StoredFundingRequest]);
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((row) => present(scope, row)), meta: page.meta });
  });

  router.post(PATH, (req, res) => {
    const scope = requirePermission(req, READ);
    requireCardServices(scope);
    const body = req.body as FundingRequestCreate;
    const target = findBalanceOwner(scope, body.target.type, body.target.type === 'company' ? undefined : (body.target.id ?? 0));
    const now = mockContext(req).store.now();
    rejectInvalid(fundingCreateErrors(target, body, dubaiToday(now)));
    const row: StoredFundingRequest = {
      id: mockContext(req).store.nextId(scope.db.fundingRequests),
      company_id: scope.company.id,
      target: { type: body.target.type, id: body.target.type === 'company' ? null : Number(target.id) },
      amount: body.amount,
      currency: body.currency,
      recurrence: body.recurrence,
      duration: body.duration,
      end_date: body.end_date ?? null,
      reason: body.reason.trim(),
      status: 'pending',
      decision_reason: null,
      requested_by: { id: scope.user.id, name: `${scope.user.first_name} ${scope.user.last_name}` },
      requested_at: now.toISOString(),
      decided_by: null,
      decided_at: null,
      runs: 0,
      next_run_on: null,
      given: 0,
      given_as: null,
      funds_returned_at: null,
      last_run_error: null,
    };
    scope.db.fundingRequests.push(row);
    res.status(201).json({ data: present(scope, row) });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = fundingScope(req);
    res.json({ data: present(scope, findOwned(scope.db.fundingRequests, String(req.params.id), scope.company.id)) });
  });

  router.post(`${PATH}/:id/status`, (req, res) => {
    const scope = fundingScope(req);
    const row = findOwned(scope.db.fundingRequests, String(req.params.id), scope.company.id);
    decideFundingRequest(req, scope, row, req.body as FundingRequestDecision);
    res.json({ data: present(scope, row) });
  });

  router.get('/api/admin/limits/:entity/:id/chain', (req, res) => {
    const scope = requirePermission(req, READ);
    requireCardServices(scope);
    const entity = req.params.entity as LimitEntity;
    const target = findBalanceOwner(scope, entity, String(req.params.id));
    res.json({ data: limitChainOf(scope, target.type, target.id) });
  });
};

/**
 * One step of a funding request by the caller (`src/domain/fundingRequestLifecycle.ts`): approve
 * (the funds are given), decline (with a reason) or withdraw (the requester's). Nobody decides their
 * own request. Refused steps throw and change nothing. Shared by the request's page and the
 * portfolio's approval inbox.
 */
export function decideFundingRequest(req: Request, scope: CompanyScope, row: StoredFundingRequest, body: FundingRequestDecision): void {
  const { store } = mockContext(req);
  const actor = {
    isRequester: row.requested_by.id === scope.user.id,
    canOrganize: mayOrganize(req),
  };
  const refusal = refuseFundingStep(row, body.status, actor, body.reason);
  if (refusal?.reason === 'not_allowed')
    throw validationFailed({ status: [`This request is ${refusal.from}; it cannot become ${refusal.to}.`] });
  if (refusal?.reason === 'own_request') throw forbidden('Nobody decides their own funding request: another approver decides it.');
  if (refusal?.reason === 'not_requester') throw forbidden('Only the person who asked for the funds can withdraw the request.');
  if (refusal?.reason === 'no_permission') throw forbidden(`You do not have permission to ${ORGANIZE}.`);
  if (refusal?.reason === 'reason_required') throw validationFailed({ reason: ['Say why the request is declined.'] });
  const now = store.now();
  const at = now.toISOString();
  const by = `${scope.user.first_name} ${scope.user.last_name}`;
  if (body.status === 'approved') {
    const shortfall = fundingShortfall(scope, row);
    if (shortfall) throw validationFailed({ [shortfall.field]: [shortfall.message] });
    giveFunds(scope, row, at, () => store.nextId(scope.db.transfers), by);
    if (row.recurrence === 'monthly') row.next_run_on = addMonth(dubaiToday(now));
  }
  row.status = body.status;
  row.decision_reason = body.status === 'declined' ? (body.reason ?? '').trim() : null;
  row.decided_by = by;
  row.decided_at = at;
  const money = formatMoney(row.amount, row.currency);
  const target = fundingTargetName(scope, row);
  if (body.status === 'approved') notifyRequester(scope.db, row, `${by} approved your funding request of ${money} for ${target}.`, at);
  if (body.status === 'declined')
    notifyRequester(scope.db, row, `${by} declined your funding request of ${money} for ${target}: ${row.decision_reason}`, at);
}

/** Whether the caller holds `organize funding requests` (roles and the deny list, as the guard checks). */
function mayOrganize(req: Request): boolean {
  try {
    requirePermission(req, ORGANIZE);
    return true;
  } catch {
    return false;
  }
}

/** The chain from the company down to the target: a card's holder and their department, a person's department. */
function limitChainOf(scope: CompanyScope, type: LimitEntity, id: number | string): LimitChainLevel[] {
  const { db, company } = scope;
  const levels: LimitChainLevel[] = [{ entity: 'company', id: null, name: company.name, limit: company.limit }];
  const card = type === 'card' ? db.cards.find((row) => row.id === Number(id)) : undefined;
  const memberId = type === 'member' ? Number(id) : card?.member_id;
  const member = memberId === undefined ? undefined : db.members.find((row) => row.id === memberId && row.company_id === company.id);
  const departmentId = type === 'department' ? Number(id) : (member?.department_id ?? null);
  const department =
    departmentId === null ? undefined : db.departments.find((row) => row.id === departmentId && row.company_id === company.id);
  if (department) levels.push({ entity: 'department', id: department.id, name: department.name, limit: department.limit });
  if (member) levels.push({ entity: 'member', id: member.id, name: `${member.first_name} ${member.last_name}`, limit: member.limit });
  if (card)
    levels.push({
      entity: 'card',
      id: card.id,
      name: fundingTarget(scope, { target: { type: 'card', id: card.id } }).name,
      limit: card.limit,
    });
  return levels;
}
