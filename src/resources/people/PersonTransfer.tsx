import { Stack } from '@mui/material';
import type { components } from '../../api/schema';
import { LimitEditor } from '../shared/limits';
import { TransferForm } from '../shared/transfers';

type Member = components['schemas']['Member'];

/** `/people/transfer/{pid}`: the person's limit and balance, and money moved to or from them. */
export const PersonTransfer = ({ member }: { member: Member }) => (
  <Stack spacing={2}>
    <LimitEditor entity="member" id={member.id} />
    <TransferForm entity="member" id={member.id} />
  </Stack>
);
