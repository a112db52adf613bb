import { useEffect } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { avatarColor, avatarInitials, AVATAR_TEXT_COLOR } from '../../domain/avatar';
import { displayAddress, displayFullName, displayName } from '../../domain/display';
import { displayRoles } from '../../domain/roles';
import { useMyAccount } from './useMyAccount';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PreferencesCard } from './PreferencesCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** `/my-account`: the signed-in user's profile (from `me`), the password change, two-step verification, sessions, language and theme. */
const MyAccountPage = () => {
  const translate = useTranslate();
  const { data: user, isPending, error, refetch } = useMyAccount();
  const title = translate('spendboard.my_account.title');
  useEffect(() => {
    document.title = `${title} · ${translate('spendboard.app_name')}`;
  }, [title, translate]);

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if (error || !user) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('spendboard.errors.retry')}
          </Button>
        }
      >
        {translate('spendboard.my_account.failed')}
      </Alert>
    );
  }

  const fullName = displayFullName(user.first_name, user.last_name);
  const roles = displayRoles(user);
  const allRoles = roles.main ? [roles.main, ...roles.others] : [];
  const rows: Array<[string, string]> = [
    ['first_name', displayName(user.first_name)],
    ['last_name', displayName(user.last_name)],
    ['email', user.email],
    ['country', displayName(user.country?.display_name)],
    ['company', displayName(user.company?.name)],
    ['company_address', displayAddress(user.company?.address)],
    ['user_type', translate(`spendboard.my_account.user_types.${user.user_type}`)],
  ];

  return (
    <Box component="section" aria-labelledby="my-account-title" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Typography id="my-account-title" component="h1" variant="h5" fontWeight={700} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar
              src={user.avatar ?? undefined}
              alt=""
              sx={{ width: 64, height: 64, bgcolor: avatarColor(fullName), color: AVATAR_TEXT_COLOR, fontSize: 24 }}
            >
              {avatarInitials(fullName)}
            </Avatar>
            <Box>
              <Typography component="p" variant="h6">
                {fullName}
              </Typography>
              <Typography color="text.secondary">{roles.main?.name ?? translate('spendboard.my_account.no_role')}</Typography>
            </Box>
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.5, sm: 1.5 }, m: 0 }}
          >
            {rows.map(([field, value]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                  {translate(`spendboard.my_account.fields.${field}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {translate('spendboard.my_account.fields.roles')}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {allRoles.length > 0 ? (
                allRoles.map((role) => <Chip key={role.id ?? role.name} label={role.name} size="small" variant="outlined" />)
              ) : (
                <Typography>{translate('spendboard.my_account.no_role')}</Typography>
              )}
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <ChangePasswordForm />
        <TwoFactorCard />
        <SessionsCard />
        <PreferencesCard />
      </Stack>
    </Box>
  );
};

export default MyAccountPage;
