import type { CompanyScope } from '../auth/guards.ts';
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
