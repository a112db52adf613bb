// How `npm run api:gen` runs openapi-typescript, shared with `npm run api:check`'s drift check.
export const CONTRACT_ROOT = 'openapi/openapi.yaml';
export const SCHEMA_OUTPUT = 'src/api/schema.d.ts';
/** Every schema also as a type of its own (`import type { Expense } from '…/api/schema'`), named as in the contract. */
export const ROOT_TYPES = ['--root-types', '--root-types-no-schema-prefix', '--root-types-keep-casing'];
export const OPENAPI_TYPESCRIPT_ARGS = ['--no', 'openapi-typescript', CONTRACT_ROOT, '-o', SCHEMA_OUTPUT, ...ROOT_TYPES];
