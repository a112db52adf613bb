import { Card, CardContent, Stack } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { Address, Member } from '../../api/schema';
import { displayFullName, displayName } from '../../domain/display';
import { LimitEditor } from '../shared/limits';
import { StatusChip } from '../../layout/StatusChip';
import { Fact } from '../../layout/detail/Fact';
import { PersonUserRoles } from './PersonUserRoles';

const addressLine = (address: Address) =>
  Object.values(address)
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');

/** `/people/overview/{pid}`: who the person is, their department, roles as a user, addresses and limit. */
/** The person's branch by name; 'No branch' when not assigned (or not readable). */
const BranchName = ({ id }: { id: number | null }) => {
  const translate = useTranslate();
  const { data } = useGetOne<{ id: number; name: string }>('branches', { id: id ?? 0 }, { enabled: id !== null });
  return <>{displayName(id === null ? undefined : data?.name, translate('spendboard.people.detail.no_branch'))}</>;
};

export const PersonOverview = ({ member }: { member: Member }) => {
  const translate = useTranslate();
  const addresses = member.addresses ?? [];
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <Fact label={translate('resources.people.fields.email')}>{displayName(member.email)}</Fact>
          <Fact label={translate('resources.people.fields.status')}>
            <StatusChip family="member" status={member.status} />
          </Fact>
          <Fact label={translate('resources.people.fields.department_id')}>
            {displayName(member.department?.name, translate('spendboard.people.detail.no_department'))}
          </Fact>
          <Fact label={translate('resources.people.fields.branch_id')}>
            <BranchName id={member.branch_id} />
          </Fact>
          <Fact label={translate('resources.people.fields.cards_count')}>{member.cards_count}</Fact>
          <PersonUserRoles member={member} />
          <Fact label={translate('resources.people.fields.addresses')}>
            {addresses.length === 0
              ? translate('spendboard.people.detail.no_addresses')
              : addresses.map((address, index) => <div key={index}>{displayName(addressLine(address))}</div>)}
          </Fact>
        </CardContent>
      </Card>
      <LimitEditor entity="member" id={member.id} ownerName={displayFullName(member.first_name, member.last_name)} />
    </Stack>
  );
};
