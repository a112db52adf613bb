import { Stack } from '@mui/material';
import type { Card } from '../../api/schema';
import { isCardClosed } from '../../domain/cardActions';
import { AccountLedger, TransferForm, TransferHistory } from '../shared/transfers';

/** Transfers tab: move money to or from the card (not once it is closed), its transfers and its ledger. */
export const CardTransfers = ({ card }: { card: Card }) => (
  <Stack spacing={3}>
    {/* A move reads the card again with the limits and histories it changed (useTransferFunds). */}
    {!isCardClosed(card.status) && <TransferForm entity="card" id={card.id} />}
    <TransferHistory entity="card" id={card.id} />
    <AccountLedger entity="card" id={card.id} />
  </Stack>
);
