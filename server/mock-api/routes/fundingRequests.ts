import type { Request } from 'express';
import type {
  FundingRequest,
  FundingRequestCreate,
  FundingRequestDecision,
  FundingRequestListFilters,
  LimitChainLevel,
} from '../../../src/api/schema.d.ts';
import { askForFunds, decideFundingRequest, settleFunding } from '../actions/fundingRequests.ts';
import { actorOf } from '../auth/actor.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { filtersOf, paginate, sortKeysOf, sortRows } from '../http/listing.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { fundingTarget, fundingTargetName } from '../policy/fundingRequests.ts';
import type { LimitEntity, StoredFundingRequest } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const READ = 'read funding requests';
const PATH = '/api/admin/funding-requests';

/** Read permission, completed card services, and every approved request brought up to date on the mock's clock. */
function fundingScope(req: Request): CompanyScope {
  const scope = requirePermission(req, READ);
  requireCardServices(scope);
  settleFunding(actorOf(req, scope));
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
    const row = askForFunds(actorOf(req, scope), req.body as FundingRequestCreate);
    res.status(201).json({ data: present(scope, row) });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = fundingScope(req);
    res.json({ data: present(scope, findOwned(scope.db.fundingRequests, String(req.params.id), scope.company.id)) });
  });

  router.post(`${PATH}/:id/status`, (req, res) => {
    const scope = fundingScope(req);
    const row = findOwned(scope.db.fundingRequests, String(req.params.id), scope.company.id);
    decideFundingRequest(actorOf(req, scope), row, req.body as FundingRequestDecision);
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
