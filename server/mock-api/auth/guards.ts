import type { Request } from 'express';
import { isGloballyDenied } from '../../../src/domain/permissions.ts';
import { mockContext } from '../context.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { isAllowedWithoutSecondFactor, isSecondFactorMissing, SECOND_FACTOR_REQUIRED } from './secondFactorRequirement.ts';
import { belongsToCompany, grantedPermissions } from '../policy/permissions.ts';
import type { MockDatabase, StoredCompany, StoredUser } from '../store/types.ts';

/**
 * Enforcement every route reuses. Each guard throws an ApiError (401/403/404) that the error
 * mapper answers, and returns what the handler needs, including the current database.
 */
export interface UserScope {
  db: MockDatabase;
  user: StoredUser;
}

export interface CompanyScope extends UserScope {
  company: StoredCompany;
}

export const TENANT_HEADER = 'X-Tenant';
export const NOT_ASSIGNED_MESSAGE = 'The subtenant does not exist or your account is not assigned to it';
export const TENANT_REQUIRED_MESSAGE = `This call needs an active company: send its id in the ${TENANT_HEADER} header.`;

/** The access token of `Authorization: Bearer <token>`, or null. */
export function bearerTokenOf(req: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.get('Authorization') ?? '')?.[1] ?? null;
}

/** The signed-in user from the bearer token, or null when missing, expired or revoked. */
export function authenticate(req: Request): StoredUser | null {
  const { store, tokens } = mockContext(req);
  const token = bearerTokenOf(req);
  const userId = token ? tokens.userIdOf(token) : null;
  return userId === null ? null : (store.db.users.find((user) => user.id === userId) ?? null);
}

/** 401 unless the request carries a live access token. */
export function requireUser(req: Request): UserScope {
  const user = authenticate(req);
  if (!user) throw unauthorized();
  const { db } = mockContext(req).store;
  if (isSecondFactorMissing(db, user) && !isAllowedWithoutSecondFactor(req)) throw forbidden(SECOND_FACTOR_REQUIRED);
  return { db, user };
}

/** The company named by X-Tenant, or null without the header; 403 when the user does not belong to it. */
export function optionalCompany(req: Request): UserScope & { company: StoredCompany | null } {
  const scope = requireUser(req);
  const companyId = req.get(TENANT_HEADER);
  if (!companyId) return { ...scope, company: null };
  return { ...scope, company: companyOf(scope, companyId) };
}

/** Company-scoped calls: 403 without X-Tenant or when the user does not belong to that company. */
export function requireCompany(req: Request): CompanyScope {
  const { company, ...scope } = optionalCompany(req);
  if (!company) throw forbidden(TENANT_REQUIRED_MESSAGE);
  return { ...scope, company };
}

/** requireCompany, then 403 unless the user's roles grant `permission` and the deny list does not deny it. */
export function requirePermission(req: Request, permission: string): CompanyScope {
  const scope = requireCompany(req);
  if (isGloballyDenied(permission, scope.db.denyList)) throw forbidden(`The permission "${permission}" is denied for this firm.`);
  if (!grantedPermissions(scope.db, scope.user, scope.company.id).has(permission)) {
    throw forbidden(`You do not have permission to ${permission}.`);
  }
  return scope;
}

/**
 * The request as if it named `companyId` in X-Tenant: a cross-company call (the portfolio's approval
 * decisions) checks and decides each item with the very guards and rules of the single-company call.
 */
export function actingIn(req: Request, companyId: string): Request {
  const view = Object.create(req) as Request;
  const get = (name: string) => (name.toLowerCase() === TENANT_HEADER.toLowerCase() ? companyId : req.get(name));
  view.get = get as Request['get'];
  view.header = get as Request['header'];
  return view;
}

/** The row with this id in the company; 404 when it does not exist or belongs to another company. */
export function findOwned<Row extends { id: number; company_id: string }>(
  rows: readonly Row[],
  id: number | string,
  companyId: string,
): Row {
  const wanted = Number(id);
  const row = rows.find((candidate) => candidate.id === wanted);
  if (!row || row.company_id !== companyId) throw notFound();
  return row;
}

function companyOf(scope: UserScope, companyId: string): StoredCompany {
  const company = scope.db.companies.find((candidate) => candidate.id === companyId);
  if (!company || !belongsToCompany(scope.db, scope.user, companyId)) throw forbidden(NOT_ASSIGNED_MESSAGE);
  return company;
}
