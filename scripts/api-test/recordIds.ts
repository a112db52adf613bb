/**
 * Real ids for the path parameters of an operation, read from the backend's own list calls: the list
 * at the path up to the parameter when the contract has one (`/payroll/runs/{id}/lines`), else the
 * list of the table ID_SOURCES names (LIST_OF_TABLE), else (nested ids) the array field of the
 * parent's record. Lists are read once per company.
 */
import { exampleOf, fillUrl, type Operation } from './contract.ts';
import { idParamsOf, idSourcesOf, LIST_OF_TABLE, type TableName } from './idSources.ts';
import type { Tester } from './tester.ts';

export type Row = { id: string | number; [field: string]: unknown };

export interface ParamSet {
  params: Record<string, string>;
  /** The record the last id names (its texts are the fingerprints of the isolation cases). */
  record?: Row;
}

export interface RecordIdsSetup {
  tester: Tester;
  operations: Operation[];
  token: string;
}

export class RecordIds {
  private readonly lists = new Map<string, Promise<Row[]>>();
  private readonly gets = new Map<string, Operation>();

  constructor(private readonly setup: RecordIdsSetup) {
    for (const operation of setup.operations) if (operation.method === 'GET') this.gets.set(operation.path, operation);
  }

  /** Up to `limit` filled parameter sets naming records of `company` (none when it has no such record). */
  async paramSets(operation: Operation, company: string, limit: number): Promise<ParamSet[]> {
    const sources = idSourcesOf(operation);
    type Partial = ParamSet & { picked?: TableName };
    let partials: Partial[] = [{ params: {} }];
    const segments = operation.path.split('/');
    for (const [index, parameter] of idParamsOf(operation).entries()) {
      const { name } = parameter;
      const source = sources[index]!;
      const next: Partial[] = [];
      for (const partial of partials) {
        const withValue = (value: string, extra: Omit<Partial, 'params'> = {}) =>
          next.push({ ...partial, ...extra, params: { ...partial.params, [name]: value } });
        if ('notAnId' in source) withValue(String(exampleOf(parameter)));
        else if ('picks' in source) for (const [value, table] of Object.entries(source.picks)) withValue(value, { picked: table });
        else {
          const at = segments.indexOf(`{${name}}`);
          const rows = await this.rowsFor(segments.slice(0, at), partial, source, company);
          for (const row of rows.slice(0, limit)) withValue(String(row.id), { record: row, picked: undefined });
        }
      }
      partials = next.slice(0, Math.max(limit, 8));
    }
    return partials.slice(0, limit).map(({ params, record }) => ({ params, record }));
  }

  private async rowsFor(
    prefix: string[],
    partial: ParamSet & { picked?: TableName },
    source: { table: TableName } | { picked: true } | { children: string },
    company: string,
  ): Promise<Row[]> {
    const listPath = prefix.length > 0 ? prefix.join('/') : undefined;
    const list = listPath ? this.gets.get(listPath) : undefined;
    if (list && !list.pathParams.some(({ name }) => !(name in partial.params))) {
      const rows = await this.rows(fillUrl(list, partial.params), company);
      // A list keyed otherwise (`category_id`) gives no ids: the table's own list does.
      if (rows.length > 0) return rows;
    }
    if ('children' in source) {
      const parent = partial.record?.[source.children];
      if (Array.isArray(parent)) return parent as Row[];
      // The list row may leave the children out: the parent's own record has them.
      const detail = this.gets.get(prefix.join('/').replace(/\/[^/]+$/, ''));
      if (!detail) return [];
      const answer = await this.read(fillUrl(detail, partial.params), company);
      const children = (answer as { [field: string]: unknown } | undefined)?.[source.children];
      return Array.isArray(children) ? (children as Row[]) : [];
    }
    const table = 'table' in source ? source.table : partial.picked;
    if (table === 'companies') return [{ id: company }];
    const tableList = table && LIST_OF_TABLE[table];
    if (!tableList) throw new Error(`No list call for the table ${table} in LIST_OF_TABLE (scripts/api-test/idSources.ts).`);
    return this.rows(tableList, company);
  }

  private rows(url: string, company: string): Promise<Row[]> {
    const key = `${company} ${url}`;
    if (!this.lists.has(key)) {
      this.lists.set(
        key,
        this.read(url, company).then((data) => (Array.isArray(data) ? (data as Row[]).filter((row) => row && row.id !== undefined) : [])),
      );
    }
    return this.lists.get(key)!;
  }

  /** The `data` of a GET in `company`, sent and judged as a valid case of its operation. */
  private async read(url: string, company: string): Promise<unknown> {
    const path = url.split('?')[0]!;
    const operation = this.gets.get(path) ?? [...this.gets.values()].find((candidate) => matches(candidate.path, path));
    if (!operation) return undefined;
    const answer = await this.setup.tester.run({
      kind: 'valid',
      operation,
      label: 'a list or record read for its ids',
      exchange: { method: 'GET', url, headers: { Authorization: `Bearer ${this.setup.token}`, 'X-Tenant': company } },
    });
    return (answer?.json as { data?: unknown } | undefined)?.data;
  }
}

/** Does a concrete path fill the contract path's template? */
export function matches(template: string, path: string): boolean {
  const a = template.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, index) => segment.startsWith('{') || segment === b[index]);
}
