import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

type ListPage = { data: RaRecord[] };

const isListPage = (value: unknown): value is ListPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as ListPage).data);

/** The react-admin cache families that hold a resource's rows (`[resource, method, params]`). */
const LIST_METHODS = ['getList', 'getManyReference'] as const;

/**
 * After a write the API answered with the record (issue 34 item 5, issue 38 item 4): react-admin's
 * caches show that record at once, where it is one (`getOne`) and as a row of every cached list and
 * `getMany`, as react-admin's `useUpdate` does; the resource's lists are then marked stale and the
 * visible ones read again in the background (the record may leave a filter, totals change); `also`
 * names the other families the write changed (an activity trail, a summary). Nothing else refetches.
 */
export function applyWrittenRecord(queryClient: QueryClient, resource: string, record: RaRecord, also: QueryKey[] = []): void {
  const sameRecord = (row: RaRecord) => String(row.id) === String(record.id);
  queryClient.setQueriesData<RaRecord>(
    {
      queryKey: [resource, 'getOne'],
      predicate: (query) => String((query.queryKey[2] as { id?: unknown } | undefined)?.id) === String(record.id),
    },
    (cached) => (cached ? { ...cached, ...record } : cached),
  );
  for (const method of LIST_METHODS)
    queryClient.setQueriesData<unknown>({ queryKey: [resource, method] }, (cached: unknown) =>
      isListPage(cached) ? { ...cached, data: cached.data.map((row) => (sameRecord(row) ? { ...row, ...record } : row)) } : cached,
    );
  queryClient.setQueriesData<unknown>({ queryKey: [resource, 'getMany'] }, (cached: unknown) =>
    Array.isArray(cached) ? cached.map((row: RaRecord) => (sameRecord(row) ? { ...row, ...record } : row)) : cached,
  );
  for (const method of LIST_METHODS) void queryClient.invalidateQueries({ queryKey: [resource, method] });
  for (const queryKey of also) void queryClient.invalidateQueries({ queryKey });
}

/** `applyWrittenRecord` with the app's query client. */
export function useApplyWrittenRecord(): (resource: string, record: RaRecord, also?: QueryKey[]) => void {
  const queryClient = useQueryClient();
  return (resource, record, also) => applyWrittenRecord(queryClient, resource, record, also);
}

/**
 * After a write that made many records and answered only how many (a CSV import): the resource's
 * lists are marked stale and the visible ones read again; nothing else refetches.
 */
export function invalidateLists(queryClient: QueryClient, resource: string): void {
  for (const method of LIST_METHODS) void queryClient.invalidateQueries({ queryKey: [resource, method] });
}

/** `invalidateLists` with the app's query client. */
export function useInvalidateLists(): (resource: string) => void {
  const queryClient = useQueryClient();
  return (resource) => invalidateLists(queryClient, resource);
}
