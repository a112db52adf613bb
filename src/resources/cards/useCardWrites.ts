import { useMutation } from '@tanstack/react-query';
import type { CardAction } from '../../domain/cardActions';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { cardActionAlso } from './cardWrites';

/**
 * Freeze, unfreeze or terminate a card. The card the API answered is shown at once; a termination
 * also returns the card's balance to the company, so its limits, wallet, transfers and ledgers are
 * marked stale (`cardActionAlso`).
 */
export function useCardAction(cardId: number) {
  const dataProvider = useAppDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  return useMutation({
    mutationFn: (action: CardAction) => dataProvider.runCardAction(cardId, action),
    onSuccess: (card) => applyWrittenRecord('cards', card, cardActionAlso(cardId)),
  });
}

/** Rename a card; the card the API answered is shown in the record and the lists. */
export function useRenameCard(cardId: number) {
  const dataProvider = useAppDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  return useMutation({
    mutationFn: (name: string) => dataProvider.renameCard(cardId, name),
    onSuccess: (card) => applyWrittenRecord('cards', card),
  });
}
