import type { Request } from 'express';
import type { MockDatabase, StoredUser } from '../store/types.ts';

export const SECOND_FACTOR_REQUIRED = 'Your firm requires two-step verification for administrators. Set it up on My Account to continue.';

/** Who the firm setting concerns: the firm's administrators (firm_admin and multi_company_manager). */
export function isFirmAdministrator(user: StoredUser): boolean {
  return user.user_type === 'firm_admin' || user.user_type === 'multi_company_manager';
}

/** The firm requires a second factor of its administrators and this one has none yet. */
export function isSecondFactorMissing(db: MockDatabase, user: StoredUser): boolean {
  return !user.two_factor && db.firmSecurity.require_two_factor_for_administrators && isFirmAdministrator(user);
}

/** What an administrator without the required second factor may still call: who they are, setting it up, their sessions, logout. */
const ALLOWED_WITHOUT_SECOND_FACTOR = /^\/api\/admin\/me(\/(two-factor|sessions|logout)(\/.*)?)?\/?$/;

export function isAllowedWithoutSecondFactor(req: Request): boolean {
  return ALLOWED_WITHOUT_SECOND_FACTOR.test(req.originalUrl.split('?')[0]);
}
