import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import type { CardAction } from '../../domain/cardActions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/**
 * Freeze, unfreeze or terminate a card. Every query is read again afterwards: a termination
 * also returns the card's balance to the company (limits and transfer histories change).
 */
export function useCardAction(cardId: number) {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: CardAction) => dataProvider.runCardAction(cardId, action),
    onSuccess: refresh,
  });
}

/** Rename a card; react-admin's cached cards (the record and the lists) are read again. */
export function useRenameCard(cardId: number) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => dataProvider.renameCard(cardId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
