import type { Request } from 'express';
import type { AccountActor, Actor, Visitor } from '../actions/actor.ts';
import { mockContext } from '../context.ts';
import { bearerTokenOf, requirePermission, type CompanyScope, type UserScope } from './guards.ts';

/**
 * The actor of a company-scoped call, for the actions (`server/mock-api/actions/`): the scope the
 * route's guard resolved, the request's sandbox store, and the permission checks of `requirePermission`
 * on this very request (so a portfolio decision made `actingIn` another company checks there).
 */
export function actorOf(req: Request, scope: CompanyScope): Actor {
  const require = (permission: string) => void requirePermission(req, permission);
  return {
    ...scope,
    store: mockContext(req).store,
    require,
    holds: (permission) => {
      try {
        require(permission);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The visitor of a call made without signing in: the request's sandbox store and sign-ins. */
export function visitorOf(req: Request): Visitor {
  const { store, tokens } = mockContext(req);
  return { store, tokens };
}

/** The account acting on itself: the scope `requireUser` resolved and the access token of this call. */
export function accountActorOf(req: Request, scope: UserScope): AccountActor {
  return { ...visitorOf(req), ...scope, accessToken: bearerTokenOf(req) ?? '' };
}
