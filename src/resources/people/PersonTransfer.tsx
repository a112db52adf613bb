import { Stack } from '@mui/material';
import type { Member } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { LimitEditor } from '../shared/limits';
import { AccountLedger, TransferForm, TransferHistory } from '../shared/transfers';

/** `/people/transfer/{pid}`: the person's limit and balance, money moved to or from them, and its history. */
export const PersonTransfer = ({ member }: { member: Member }) => (
  <Stack spacing={3}>
    <LimitEditor entity="member" id={member.id} ownerName={displayFullName(member.first_name, member.last_name)} />
    <TransferForm entity="member" id={member.id} />
    <TransferHistory entity="member" id={member.id} />
    <AccountLedger entity="member" id={member.id} />
  </Stack>
);
