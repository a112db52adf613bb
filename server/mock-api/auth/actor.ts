import type { Request } from 'express';
import type { Actor } from '../actions/actor.ts';
import { mockContext } from '../context.ts';
import { requirePermission, type CompanyScope } from './guards.ts';

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
