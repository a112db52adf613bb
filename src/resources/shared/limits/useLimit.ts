import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LimitEntity, LimitInput } from '../../../api/schema';
import { companyQueryKey } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';

/** The one key family of limits: `limitQueryKey()` is the prefix of every limit. */
export const limitQueryKey = (...whose: [entity?: LimitEntity, id?: string | number]) =>
  companyQueryKey('limit', ...whose.map((part) => String(part ?? '')));

/**
 * The limit and balance of a member, department, card or the company (the active one when its
 * UUID is not given). Idle when `id` is null (nobody chosen) or a member, department or card id is missing.
 */
export function useLimit(entity: LimitEntity, id: string | number | null | undefined) {
  const dataProvider = useAppDataProvider();
  const whose = id ?? undefined;
  const known = whose !== undefined && whose !== '';
  return useQuery({
    queryKey: limitQueryKey(entity, whose),
    queryFn: () => dataProvider.getLimit(entity, whose),
    enabled: id !== null && (known || entity === 'company'),
  });
}

/** Saves a limit; the cached limit is replaced by the API's answer. */
export function useSaveLimit(entity: LimitEntity, id: string | number) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LimitInput) => dataProvider.saveLimit(entity, id, input),
    onSuccess: (limit) => queryClient.setQueryData(limitQueryKey(entity, id), limit),
  });
}
