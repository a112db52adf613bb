import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLimit, saveLimit, type LimitEntity, type LimitInput } from '../../../api/money';

export const limitQueryKey = (entity: LimitEntity, id: string | number) => ['spendboard', 'limit', entity, String(id)];

/** The limit and balance of a member, department, company (its UUID) or card; idle without an id. */
export function useLimit(entity: LimitEntity, id: string | number | null | undefined) {
  return useQuery({
    queryKey: limitQueryKey(entity, id ?? ''),
    queryFn: () => fetchLimit(entity, id ?? ''),
    enabled: id !== null && id !== undefined && id !== '',
  });
}

/** Saves a limit; the cached limit is replaced by the API's answer. */
export function useSaveLimit(entity: LimitEntity, id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LimitInput) => saveLimit(entity, id, input),
    onSuccess: (limit) => queryClient.setQueryData(limitQueryKey(entity, id), limit),
  });
}
