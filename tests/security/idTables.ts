/**
 * Which store rows the path parameters of the contract name: ONE table, keyed by the path up to and
 * including the parameter. The suite generates its requests from the contract, so a new route with
 * an id needs nothing but a line here — and `idSourcesOf` fails loudly until it has one.
 */
import type { MockDatabase } from '../../server/mock-api/store/types.ts';
import { fillUrl, isQueryId, type Operation } from './contract.ts';

type TableName = { [K in keyof MockDatabase]: MockDatabase[K] extends { id: unknown }[] ? K : never }[keyof MockDatabase];

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
          'ID_SOURCES (tests/security/idTables.ts). Add the store table its ids come from (or mark it notAnId), ' +
          'so the security suite covers the new route.',
      );
    }
    return source;
  });
}

/** True when some parameter names a stored record (the route takes an id). */
export const takesRecordId = (operation: Operation): boolean =>
  idSourcesOf(operation).some((source) => !('notAnId' in source) && !('picks' in source));

type AnyRow = { id: number | string; company_id?: string; [field: string]: unknown };

export interface IdTuple {
  /** The path with the ids filled in. */
  url: string;
  params: Record<string, string>;
  /** The company owning the record the last id names. */
  companyId: string;
  /** The record the last id names (a child row for nested ids). */
  record: AnyRow;
}

const hasChildren = (row: AnyRow, field: string | undefined) =>
  field !== undefined && ((row[field] as unknown[] | undefined)?.length ?? 0) > 0;

const ownerOf = (table: string, row: AnyRow): string => (table === 'companies' ? String(row.id) : String(row.company_id));

/**
 * Filled-in paths of the operation for records whose company passes `companyFilter`, spread over
 * those companies (round robin), at most `limit`. An operation without a record id gives none.
 */
export function idTuples(operation: Operation, db: MockDatabase, companyFilter: (companyId: string) => boolean, limit: number): IdTuple[] {
  const sources = idSourcesOf(operation);
  if (!takesRecordId(operation)) return [];
  type Partial = { params: Record<string, string>; table?: string; row?: AnyRow; companyId?: string; picked?: TableName };
  let partials: Partial[] = [{ params: {} }];
  idParamsOf(operation).forEach(({ name, schema }, index) => {
    const source = sources[index]!;
    const next: Partial[] = [];
    for (const partial of partials) {
      if ('notAnId' in source) {
        next.push({ ...partial, params: { ...partial.params, [name]: String(schema.example ?? schema.enum?.[0]) } });
      } else if ('picks' in source) {
        for (const [value, table] of Object.entries(source.picks)) {
          next.push({ ...partial, params: { ...partial.params, [name]: value }, picked: table });
        }
      } else if ('children' in source) {
        const children = (partial.row?.[source.children] ?? []) as AnyRow[];
        for (const child of children.slice(0, 2))
          next.push({ ...partial, params: { ...partial.params, [name]: String(child.id) }, row: child });
        // A foreign parent without children (no dispute file is seeded): its id still must not open.
        if (children.length === 0) next.push({ ...partial, params: { ...partial.params, [name]: '1' } });
      } else {
        const table = 'table' in source ? source.table : partial.picked!;
        const childrenField = (sources[index + 1] as { children?: string } | undefined)?.children;
        const rows = (db[table] as AnyRow[])
          .filter((row) => companyFilter(ownerOf(table, row)))
          // Rows with children first, so that nested ids name real foreign children.
          .sort((a, b) => Number(hasChildren(b, childrenField)) - Number(hasChildren(a, childrenField)));
        for (const row of spread(rows, (row) => ownerOf(table, row), limit)) {
          next.push({ ...partial, params: { ...partial.params, [name]: String(row.id) }, table, row, companyId: ownerOf(table, row) });
        }
      }
    }
    partials = next;
  });
  return spread(
    partials.filter((partial) => partial.row && partial.companyId),
    (partial) => `${partial.picked ?? ''}:${partial.companyId}`,
    limit,
  ).map((partial) => ({
    url: fillUrl(operation, partial.params),
    params: partial.params,
    companyId: partial.companyId!,
    record: partial.row!,
  }));
}

/** Up to `limit` rows, taking turns between the groups (companies) so every one is represented. */
function spread<Row>(rows: Row[], groupOf: (row: Row) => string, limit: number): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = groupOf(row);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(row);
  }
  const queues = [...groups.values()];
  const chosen: Row[] = [];
  for (let round = 0; chosen.length < limit && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      if (round < queue.length && chosen.length < limit) chosen.push(queue[round]!);
    }
  }
  return chosen;
}

/** The url of the operation for a record of a company `companyFilter` accepts, else with the contract's example parameters. */
export function targetUrl(
  operation: Operation,
  db: MockDatabase,
  companyFilter: (companyId: string) => boolean,
): { url: string; companyId?: string } | null {
  if (takesRecordId(operation)) {
    const tuple = idTuples(operation, db, companyFilter, 1)[0];
    return tuple ? { url: tuple.url, companyId: tuple.companyId } : null;
  }
  const params = Object.fromEntries(
    idParamsOf(operation).map(({ name, schema }) => [name, String(schema.example ?? schema.enum?.[0] ?? '1')]),
  );
  return { url: fillUrl(operation, params) };
}
