import { Stack } from '@mui/material';
import { useRefresh } from 'react-admin';
import type { components } from '../../api/schema';
import { isCardClosed } from '../../domain/cardActions';
import { AccountLedger, TransferForm, TransferHistory } from '../shared/transfers';

type Card = components['schemas']['Card'];

/** Transfers tab: move money to or from the card (not once it is closed), its transfers and its ledger. */
export const CardTransfers = ({ card }: { card: Card }) => {
  const refresh = useRefresh();
  return (
    <Stack spacing={3}>
      {!isCardClosed(card.status) && <TransferForm entity="card" id={card.id} onTransferred={refresh} />}
      <TransferHistory entity="card" id={card.id} />
      <AccountLedger entity="card" id={card.id} />
    </Stack>
  );
};
