import { QueryClient } from '@tanstack/react-query';

/** Spec §9: list refetch on focus is off. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
