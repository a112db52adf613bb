import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCardControls, fetchCountries, fetchHolderRestrictions, saveCardControls, type CardControlsWrite } from '../../api/cards';

const controlsKey = (cardId: number) => ['spendboard', 'card-controls', cardId];

export const useCardControls = (cardId: number) => useQuery({ queryKey: controlsKey(cardId), queryFn: () => fetchCardControls(cardId) });

export const useHolderRestrictions = (cardId: number) =>
  useQuery({ queryKey: ['spendboard', 'card-holder-restrictions', cardId], queryFn: () => fetchHolderRestrictions(cardId) });

/** Every country; the list never changes within a session. */
export const useCountries = () => useQuery({ queryKey: ['spendboard', 'countries'], queryFn: fetchCountries, staleTime: Infinity });

export function useSaveCardControls(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardControlsWrite) => saveCardControls(cardId, input),
    onSuccess: (controls) => queryClient.setQueryData(controlsKey(cardId), { controls }),
  });
}
