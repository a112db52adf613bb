import type { CompanyScope, UserScope } from '../auth/guards.ts';
import type { TokenService } from '../auth/tokenService.ts';
import type { MockStore } from '../store/store.ts';

/**
 * Who acts and where: what a route resolved from the request (the signed-in user, the company it
 * acts in, the database) and what an action may ask of it, never the request itself. `require` throws
 * the very 403 of `requirePermission` (roles there, then the firm's deny list); `holds` answers the
 * same question without throwing. `store` gives the mock's clock and new ids.
 */
export interface Actor extends CompanyScope {
  store: MockStore;
  require(permission: string): void;
  holds(permission: string): boolean;
}

/**
 * Someone who is not signed in (the token grants, a forgotten password, an invitation's link): the
 * sandbox's store (its database, clock and ids) and its sign-ins (`tokens`), never the request.
 */
export interface Visitor {
  store: MockStore;
  tokens: TokenService;
}

/**
 * A signed-in account acting on itself, in no company (its password, two-step verification and sessions):
 * the user and the database of `requireUser`, plus the access token this call came with (its session is
 * "this one").
 */
export interface AccountActor extends Visitor, UserScope {
  accessToken: string;
}
