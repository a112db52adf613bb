import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Card } from '../../api/schema';
import { availableCardActions, CARD_ACTIONS, type CardAction } from '../../domain/cardActions';
import { maskCardNumber } from '../../domain/cards';
import { ownBalanceTotals } from '../../domain/removal';
import { PermissionGate } from '../../layout/access';
import { useActiveCompanyName } from '../../layout/company-switcher/useActiveCompanyName';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { moneyTotalsText } from '../../layout/feedback/moneyText';
import { useSuccessNotice, type SuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { useCardAction } from './useCardWrites';

const DONE: Record<CardAction, SuccessNotice> = { freeze: 'card_frozen', unfreeze: 'card_unfrozen', terminate: 'card_terminated' };

/** What a termination does to the card's money: its own balance returns to the company. */
function useTerminationConsequences(card: Card): string[] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const company = useActiveCompanyName() ?? '';
  const balance = ownBalanceTotals(card.limit);
  return [
    translate('spendboard.consequences.terminate'),
    balance.size > 0
      ? translate('spendboard.consequences.balance_returns', { amount: moneyTotalsText(balance, locale), company })
      : translate('spendboard.consequences.nothing_returns'),
  ];
}

/** Freeze, unfreeze, terminate (needs `quick actions`); a transition the status does not allow is disabled. */
export const CardQuickActions = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const run = useCardAction(card.id);
  const notice = useSuccessNotice();
  // The action stays while the dialog closes, so its text does not flash away.
  const [action, setAction] = useState<CardAction>('freeze');
  const [open, setOpen] = useDialogOpen();
  const allowed = availableCardActions(card.status);
  const cardName = maskCardNumber(card.number);
  const terminateConsequences = useTerminationConsequences(card);
  return (
    <PermissionGate permission="quick actions">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap role="group" aria-label={translate('spendboard.cards.actions.label')}>
        {CARD_ACTIONS.map((each) => (
          <Button
            key={each}
            variant="outlined"
            color={each === 'terminate' ? 'error' : 'primary'}
            disabled={!allowed.includes(each)}
            onClick={() => {
              setAction(each);
              setOpen(true);
            }}
          >
            {translate(`spendboard.cards.actions.${each}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`spendboard.cards.actions.title_${action}`, { card: cardName })}
        message={translate(`spendboard.cards.actions.confirm_${action}`)}
        consequences={action === 'terminate' ? terminateConsequences : undefined}
        destructive={action === 'terminate'}
        confirmLabel={translate(`spendboard.cards.actions.button_${action}`)}
        onConfirm={() => run.mutateAsync(action)}
        onSuccess={() => notice(DONE[action], { card: cardName })}
      />
    </PermissionGate>
  );
};
