import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardControlsWrite } from '../../api/schema';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

const controlsKey = (cardId: number) => companyQueryKey('card-controls', cardId);

export function useCardControls(cardId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: controlsKey(cardId), queryFn: () => dataProvider.getCardControls(cardId) });
}

export function useHolderRestrictions(cardId: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: companyQueryKey('card-holder-restrictions', cardId),
    queryFn: () => dataProvider.getHolderRestrictions(cardId),
  });
}

/** Every country; the list never changes within a session. */
export function useCountries() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: companyQueryKey('countries'), queryFn: () => dataProvider.getCountries(), staleTime: Infinity });
}

/** Saves the controls; the cached controls become the API's answer (without the read-only notice). */
export function useSaveCardControls(cardId: number) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardControlsWrite) => dataProvider.saveCardControls(cardId, input),
    onSuccess: (controls) => queryClient.setQueryData(controlsKey(cardId), { controls }),
  });
}
