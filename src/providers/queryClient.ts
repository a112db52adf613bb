import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 3;

const httpStatus = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * A 404 (not there, or another company's id) is an answer, not a failure: it is never retried, so
 * the not-found page shows at once. Other failures are retried like react-query's default.
 */
export const retryUnlessNotFound = (failures: number, error: unknown) => httpStatus(error) !== 404 && failures < MAX_RETRIES;

/** Spec §9: list refetch on focus is off. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryUnlessNotFound } },
});
queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
queryClient.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
