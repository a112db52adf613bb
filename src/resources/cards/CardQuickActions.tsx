import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { availableCardActions, CARD_ACTIONS, type CardAction } from '../../domain/cardActions';
import { PermissionGate } from '../../layout/access';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { useCardAction } from './useCardWrites';

type Card = components['schemas']['Card'];

/** Freeze, unfreeze, terminate (needs `quick actions`); a transition the status does not allow is disabled. */
export const CardQuickActions = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const run = useCardAction(card.id);
  // The action stays while the dialog closes, so its text does not flash away.
  const [action, setAction] = useState<CardAction>('freeze');
  const [open, setOpen] = useDialogOpen();
  const allowed = availableCardActions(card.status);
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
        message={translate(`spendboard.cards.actions.confirm_${action}`)}
        confirmLabel={translate(`spendboard.cards.actions.${action}`)}
        onConfirm={() => run.mutateAsync(action)}
      />
    </PermissionGate>
  );
};
