import { Chip, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Administrator, Member } from '../../api/schema';
import { Fact } from '../../layout/detail/Fact';
import { usePermission } from '../../providers/access/usePermissions';

/**
 * The roles of a person who is also a user (the API's administrator with the same id): found by
 * the users list's search on the e-mail, then the same id. Shown to whoever may read users.
 */
const UserRolesFact = ({ member }: { member: Member }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useGetList<Administrator>('users', {
    filter: { q: member.email },
    pagination: { page: 1, perPage: 25 },
  });
  if (isPending || isError) return null;
  const user = data.find((candidate) => candidate.id === member.id);
  return (
    <Fact label={translate('spendboard.people.detail.user_roles')}>
      {user ? (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          component="ul"
          aria-label={translate('spendboard.people.detail.user_roles')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {user.roles.map((role) => (
            <li key={role.id}>
              <Chip size="small" label={role.name} />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" component="span">
          {translate('spendboard.people.detail.not_a_user')}
        </Typography>
      )}
    </Fact>
  );
};

export const PersonUserRoles = ({ member }: { member: Member }) => {
  const canReadUsers = usePermission('read administrators');
  return canReadUsers ? <UserRolesFact member={member} /> : null;
};
