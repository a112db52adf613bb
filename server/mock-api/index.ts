/** Public surface of the mock API: what server/app.ts, route files and tests import. */
export { createMockApi, type MockApi } from './createMockApi.ts';
export { mockContext, type MockContext } from './context.ts';
export { resolveMockApiOptions, type MockApiOptions } from './options.ts';
export {
  authenticate,
  findOwned,
  optionalCompany,
  requireCompany,
  requirePermission,
  requireUser,
  type CompanyScope,
  type UserScope,
} from './auth/guards.ts';
export { ApiError, forbidden, notFound, rejectInvalid, unauthorized, validationFailed, type FieldErrors } from './http/errors.ts';
export { filtersOf, paginate, partialsOf, searchTermOf, sortKeysOf, sortRows } from './http/listing.ts';
export { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_DENY_LIST, SEEDED_PASSWORD, SEEDED_TWO_FACTOR_ACCOUNT } from './store/seed/index.ts';
export type { MockDatabase } from './store/types.ts';
