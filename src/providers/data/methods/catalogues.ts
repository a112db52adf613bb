import type { Identifier } from 'react-admin';
import type { CatalogueStatus, components, ImportRowErrors } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { toHttpError, unwrap } from '../../../api/apiError';
import { endpointsOf } from '../resources';

/** What an import did: every row imported, or the rows' errors by line and column (nothing imported). */
export type CsvImportOutcome = { imported: number } | { rowErrors: ImportRowErrors['errors']; message: string };

// The catalogue's paths are chosen at run time from RESOURCES (as in genericMethods).
type Call = (
  path: string,
  init: { params?: { path?: Record<string, unknown> }; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const http = apiClient as unknown as Record<'POST' | 'PATCH', Call>;

function pathOf(resource: string, kind: 'import' | 'status'): string {
  const path = endpointsOf(resource)[kind];
  if (!path) throw new Error(`The resource "${resource}" has no ${kind} path`);
  return path;
}

/** Typed dataProvider methods every catalogue (tags, payment methods, branches, …) shares. */
export const cataloguesMethods = {
  /**
   * `POST <resource>/import` (a catalogue's, people's): CSV rows keyed by header, all or nothing; a 422
   * with row errors is an outcome, not a failure.
   */
  async importCsvRows(resource: string, rows: Record<string, string>[]): Promise<CsvImportOutcome> {
    let result: Awaited<ReturnType<Call>>;
    try {
      result = await http.POST(pathOf(resource, 'import'), { body: { rows } });
    } catch (clientError) {
      throw toHttpError({ clientError });
    }
    const body = result.error as Partial<ImportRowErrors> | undefined;
    if (result.response.status === 422 && Array.isArray(body?.errors)) return { rowErrors: body.errors, message: body.message ?? '' };
    if (!result.response.ok) throw toHttpError({ response: result.response, body: result.error });
    return (result.data as components['schemas']['CatalogueImportResult']).data;
  },

  /** `PATCH <catalogue>/{id}/status`: archive (`archived`) or restore (`active`), or a lifecycle's step (a purchase order's `open`). */
  async setCatalogueStatus(resource: string, id: Identifier, status: CatalogueStatus | (string & {})): Promise<void> {
    await unwrap(http.PATCH(pathOf(resource, 'status'), { params: { path: { id } }, body: { status } }));
  },
};
