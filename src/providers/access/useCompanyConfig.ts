import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCompanyConfig } from './companyConfig';
import { getActiveCompanyId } from '../../api/session';

/** The react-query key of the active company's config; cleared with the cache on a company switch. */
export const companyConfigQueryKey = (companyId: string | undefined) => ['spendboard', 'company-config', companyId ?? null] as const;

/**
 * The active company's config (spec §3 config values: card services, card currency, dark mode,
 * upload formats): one call per company, shared by every reader, not retried.
 */
export function useCompanyConfig() {
  const companyId = getActiveCompanyId();
  return useQuery({ ...companyConfigQuery(companyId), enabled: Boolean(companyId) });
}

/** The config query of a company: one call, kept for the page load, not retried (also prefetched at start). */
export const companyConfigQuery = (companyId: string | undefined) => ({
  queryKey: companyConfigQueryKey(companyId),
  queryFn: loadCompanyConfig,
  staleTime: Infinity,
  retry: false,
});

/** Reloads the active company's config (after a company setting it carries was saved). */
export function useReloadCompanyConfig() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyConfigQueryKey(getActiveCompanyId()) });
}
