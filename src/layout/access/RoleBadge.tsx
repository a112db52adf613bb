import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayRoles, type NamedRole } from '../../domain/roles';
import type { UserType } from '../../api/schema';

/**
 * The user's roles (spec §6): the main role ('Firm Admin' first for firm_admin, else the lowest
 * id) and '+N' whose hover (or focus) lists the others.
 */
export const RoleBadge = ({ userType, roles }: { userType: UserType; roles?: readonly NamedRole[] | null }) => {
  const translate = useTranslate();
  const { main, others, moreLabel } = displayRoles({ user_type: userType, roles });
  if (!main) return null;
  const othersList = others.map((role) => role.name).join(', ');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Chip size="small" label={main.name} />
      {moreLabel ? (
        <Tooltip
          title={
            <Stack>
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                {translate('spendboard.access.more_roles')}
              </Typography>
              {others.map((role) => (
                <Typography key={role.name} variant="caption">
                  {role.name}
                </Typography>
              ))}
            </Stack>
          }
        >
          <Chip size="small" variant="outlined" label={moreLabel} tabIndex={0} aria-label={`${moreLabel}: ${othersList}`} />
        </Tooltip>
      ) : null}
    </Stack>
  );
};
