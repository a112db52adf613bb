/**
 * The records of the mock's store that the path parameters of an operation can name (ID_SOURCES,
 * scripts/api-test/idSources.ts), for the security suite, which reads the store directly.
 */
import type { MockDatabase } from '../../server/mock-api/store/types.ts';
import { fillUrl, type Operation } from '../../scripts/api-test/contract.ts';
import { idParamsOf, idSourcesOf, takesRecordId, type TableName } from '../../scripts/api-test/idSources.ts';

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
