import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../domain/dates';
import { deviceName } from '../../domain/deviceName';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { AccountSession } from '../../providers/data/methods/accountSecurity';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';

const SESSIONS_KEY = companyQueryKey('me', 'sessions');

/** My Account's active sessions: each sign-in of the user, this device marked; sign out one, or everywhere else. */
export const SessionsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.listMySessions() });
  const reload = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const signOutOne = useMutation({
    mutationFn: (id: number) => dataProvider.signOutMySession(id),
    onSuccess: () => notify('spendboard.account_security.sessions.signed_out_one', { type: 'success' }),
    onError: showError,
    onSettled: reload,
  });
  const signOutOthers = useMutation({
    mutationFn: () => dataProvider.signOutMyOtherSessions(),
    onSuccess: (count) =>
      notify('spendboard.account_security.sessions.signed_out_others', { type: 'success', messageArgs: { smart_count: count } }),
    onError: showError,
    onSettled: reload,
  });
  const nameOf = (session: AccountSession) =>
    deviceName(session.user_agent) ?? translate('spendboard.account_security.sessions.unknown_device');
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="sessions-title" variant="h6" component="h2">
            {translate('spendboard.account_security.sessions.title')}
          </Typography>
          <Typography color="text.secondary">{translate('spendboard.account_security.sessions.intro')}</Typography>
        </Box>
        {sessions.isPending ? (
          <CircularProgress aria-label={translate('spendboard.loading')} />
        ) : sessions.isError ? (
          <Alert severity="error">{translate('spendboard.account_security.sessions.failed')}</Alert>
        ) : (
          <List disablePadding aria-labelledby="sessions-title">
            {sessions.data.map((session) => (
              <ListItem key={session.id} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                      {nameOf(session)}
                    </Typography>
                    {session.current && (
                      <Chip size="small" color="primary" label={translate('spendboard.account_security.sessions.this_device')} />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {translate('spendboard.account_security.sessions.ip_address')}: <bdi>{session.ip_address || '-'}</bdi> ·{' '}
                    {translate('spendboard.account_security.sessions.signed_in_at')}:{' '}
                    <bdi>{formatDate(session.signed_in_at, 'dateTime', locale)}</bdi> ·{' '}
                    {translate('spendboard.account_security.sessions.last_active_at')}:{' '}
                    <bdi>{formatDate(session.last_active_at, 'dateTime', locale)}</bdi>
                  </Typography>
                </Box>
                {!session.current && (
                  <Button
                    size="small"
                    color="error"
                    disabled={signOutOne.isPending}
                    aria-label={translate('spendboard.account_security.sessions.sign_out_named', { device: nameOf(session) })}
                    onClick={() => signOutOne.mutate(session.id)}
                  >
                    {translate('spendboard.account_security.sessions.sign_out')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
        {sessions.isSuccess &&
          (others.length > 0 ? (
            <Button
              variant="outlined"
              color="error"
              sx={{ justifySelf: 'start' }}
              disabled={signOutOthers.isPending}
              onClick={() => signOutOthers.mutate()}
            >
              {translate('spendboard.account_security.sessions.sign_out_others')}
            </Button>
          ) : (
            <Typography color="text.secondary">{translate('spendboard.account_security.sessions.only_this')}</Typography>
          ))}
      </CardContent>
    </Card>
  );
};
