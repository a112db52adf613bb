/**
 * Which records the path parameters of the contract name: ONE table, keyed by the path up to and
 * including the parameter. Requests are generated from the contract, so a new route with an id needs
 * nothing but a line here — and `idSourcesOf` fails loudly until it has one. The security suite reads
 * the ids from the mock's store tables; `npm run api:test` reads them from each table's list call.
 */
import type { MockDatabase } from '../../server/mock-api/store/types.ts';
import { isQueryId, type Operation } from './contract.ts';

export type TableName = { [K in keyof MockDatabase]: MockDatabase[K] extends { id: unknown }[] ? K : never }[keyof MockDatabase];

export type ParamSource =
  /** Ids of the rows of a store table (each carries `company_id`; `companies` owns itself). */
  | { table: TableName }
  /** The value picks the table of the next parameter (`limits/{entity}/{id}`, `sync/{kind}/{id}`). */
  | { picks: Record<string, TableName> }
  /** The table the previous parameter picked. */
  | { picked: true }
  /** Ids inside an array field of the row the previous parameter named (a bill's attachments). */
  | { children: string }
  /** Not a record id: the contract's example (or first enum value) is used. */
  | { notAnId: string };

export const ID_SOURCES: Record<string, ParamSource> = {
  '/api/admin/cards/{id}': { table: 'cards' },
  '/api/admin/card-controls?cardId': { table: 'cards' },
  '/api/admin/card-holder-restrictions?cardId': { table: 'cards' },
  '/api/admin/limits/{entity}': { picks: { card: 'cards', member: 'members', department: 'departments', company: 'companies' } },
  '/api/admin/limits/{entity}/{id}': { picked: true },
  '/api/admin/wallet/statements/{month}': { notAnId: 'a month of the active company' },
  '/api/admin/funding-requests/{id}': { table: 'fundingRequests' },
  '/api/admin/expenses/{id}': { table: 'expenses' },
  '/api/admin/mailbox/{id}': { table: 'mailbox' },
  '/api/admin/mailbox/{id}/attachments/{attachment_id}': { children: 'attachments' },
  '/api/admin/roles/{id}': { table: 'roles' },
  '/api/admin/administrators/{id}': { table: 'members' },
  '/api/admin/members/{id}': { table: 'members' },
  '/api/admin/departments/{id}': { table: 'departments' },
  '/api/admin/branches/{id}': { table: 'branches' },
  '/api/admin/tags/{id}': { table: 'tags' },
  '/api/admin/expense-automations/{id}': { table: 'expenseAutomations' },
  '/api/admin/payment-methods/{id}': { table: 'paymentMethods' },
  '/api/admin/projects/{id}': { table: 'projects' },
  '/api/admin/inventory/{id}': { table: 'inventoryItems' },
  '/api/admin/purchase-orders/{id}': { table: 'purchaseOrders' },
  '/api/admin/payroll/employees/{id}': { table: 'payrollEmployees' },
  '/api/admin/payroll/runs/{id}': { table: 'salaryRuns' },
  '/api/admin/payroll/runs/{id}/lines/{lineId}': { children: 'lines' },
  '/api/admin/requests/{id}': { table: 'spendRequests' },
  '/api/admin/disputes/{id}': { table: 'disputes' },
  '/api/admin/disputes/{id}/files/{fileId}': { children: 'files' },
  '/api/admin/bills/{id}': { table: 'bills' },
  '/api/admin/bills/{id}/attachments/{attachmentId}': { children: 'attachments' },
  '/api/admin/counterparts/{id}': { table: 'counterparts' },
  '/api/admin/accounting/sync/{kind}': { picks: { expenses: 'expenses', payables: 'bills' } },
  '/api/admin/accounting/sync/{kind}/{id}': { picked: true },
  '/api/admin/accounting/vendors/{id}': { table: 'counterparts' },
  '/api/admin/accounting/gl-accounts/{id}': { table: 'glAccounts' },
  '/api/admin/accounting/tax-rates/{id}': { table: 'taxRates' },
  '/api/admin/categories/{id}': { table: 'categories' },
  '/api/admin/report-rows/{kind}': { notAnId: 'a report of the catalogue' },
  '/api/admin/saved-reports/{id}': { table: 'savedReports' },
  '/api/admin/compliance/rules/{id}': { table: 'complianceRules' },
  '/api/admin/compliance/flags/{id}': { table: 'complianceFlags' },
  '/api/admin/classifications/{id}': { table: 'classifications' },
  '/api/admin/integration/category-mappings/{id}': { table: 'categories' },
  '/api/admin/me/sessions/{id}': {
    notAnId: 'a session of the signed-in user (the token service, not a store table): the example, no live session',
  },
};

/** The id parameters of the operation: its path parameters, then its required query ids (`?cardId`). */
export const idParamsOf = (operation: Operation) => [...operation.pathParams, ...operation.queryParams.filter(isQueryId)];

/** The source of each id parameter of the operation; throws, naming the route, when one has none. */
export function idSourcesOf(operation: Operation): ParamSource[] {
  const segments = operation.path.split('/');
  return idParamsOf(operation).map(({ name }) => {
    const inPath = segments.indexOf(`{${name}}`);
    const key = inPath >= 0 ? segments.slice(0, inPath + 1).join('/') : `${operation.path}?${name}`;
    const source = ID_SOURCES[key];
    if (!source) {
      throw new Error(
        `New route with a path parameter: ${operation.method} ${operation.path} — {${name}} has no entry "${key}" in ` +
          'ID_SOURCES (scripts/api-test/idSources.ts). Add the store table its ids come from (or mark it notAnId), ' +
          'so the security suite covers the new route.',
      );
    }
    return source;
  });
}

/** True when some parameter names a stored record (the route takes an id). */
export const takesRecordId = (operation: Operation): boolean =>
  idSourcesOf(operation).some((source) => !('notAnId' in source) && !('picks' in source));

/**
 * Where a client of a real backend finds ids of each table: its list call (`{ data: [{ id, … }] }`).
 * `companies` are the signed-in user's companies.
 */
export const LIST_OF_TABLE: Partial<Record<TableName, string>> = {
  companies: '/api/admin/sub-tenants',
  cards: '/api/admin/cards',
  members: '/api/admin/members',
  departments: '/api/admin/departments',
  fundingRequests: '/api/admin/funding-requests',
  expenses: '/api/admin/expenses',
  mailbox: '/api/admin/mailbox',
  roles: '/api/admin/roles',
  branches: '/api/admin/branches',
  tags: '/api/admin/tags',
  expenseAutomations: '/api/admin/expense-automations',
  paymentMethods: '/api/admin/payment-methods',
  projects: '/api/admin/projects',
  inventoryItems: '/api/admin/inventory',
  purchaseOrders: '/api/admin/purchase-orders',
  payrollEmployees: '/api/admin/payroll/employees',
  salaryRuns: '/api/admin/payroll/runs',
  spendRequests: '/api/admin/requests',
  disputes: '/api/admin/disputes',
  bills: '/api/admin/bills',
  counterparts: '/api/admin/counterparts',
  glAccounts: '/api/admin/accounting/gl-accounts',
  taxRates: '/api/admin/accounting/tax-rates',
  categories: '/api/admin/categories',
  savedReports: '/api/admin/saved-reports',
  complianceRules: '/api/admin/compliance/rules',
  complianceFlags: '/api/admin/compliance/flags',
  classifications: '/api/admin/classifications',
};
