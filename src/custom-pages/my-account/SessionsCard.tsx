import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../domain/dates';
import { deviceName } from '../../domain/deviceName';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { AccountSession } from '../../providers/data/methods/accountSecurity';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';

const SESSIONS_KEY = companyQueryKey('me', 'sessions');
const S = 'spendboard.account_security.sessions';

/** What is being signed out, asked first: one other session, or every other one. */
type Asked = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

/** My Account's active sessions: each sign-in of the user, this device marked; sign out one, or everywhere else. */
export const SessionsCard = () => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => dataProvider.listMySessions() });
  const [asked, setAsked] = useState<Asked>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const nameOf = (session: AccountSession) => deviceName(session.user_agent) ?? translate(`${S}.unknown_device`);
  const when = (instant: string) => formatDate(instant, 'dateTime', locale);
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const signOutOne = async (session: AccountSession) => {
    await dataProvider.signOutMySession(session.id);
    notice('session_signed_out', { device: nameOf(session) });
    await reload();
  };
  const signOutOthers = async () => {
    const count = await dataProvider.signOutMyOtherSessions();
    notice('other_sessions_signed_out', { smart_count: count });
    await reload();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="sessions-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography id="sessions-title" variant="h6" component="h2">
            {translate(`${S}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`${S}.intro`)}</Typography>
        </Box>
        {sessions.isPending ? (
          <CircularProgress aria-label={translate('spendboard.loading')} />
        ) : sessions.isError ? (
          <Alert severity="error">{translate(`${S}.failed`)}</Alert>
        ) : (
          <List disablePadding aria-labelledby="sessions-title">
            {sessions.data.map((session) => (
              <ListItem key={session.id} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                      {nameOf(session)}
                    </Typography>
                    {session.current && <Chip size="small" color="primary" label={translate(`${S}.this_device`)} />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${S}.ip_address`)}: <bdi>{session.ip_address || '-'}</bdi> · {translate(`${S}.signed_in_at`)}:{' '}
                    <bdi>{formatDate(session.signed_in_at, 'dateTime', locale)}</bdi> · {translate(`${S}.last_active_at`)}:{' '}
                    <bdi>{formatDate(session.last_active_at, 'dateTime', locale)}</bdi>
                  </Typography>
                </Box>
                {!session.current && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={translate(`${S}.sign_out_named`, { device: nameOf(session) })}
                    onClick={() => setAsked({ kind: 'one', session })}
                  >
                    {translate(`${S}.sign_out`)}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
        {sessions.isSuccess &&
          (others.length > 0 ? (
            <Button variant="outlined" color="error" sx={{ justifySelf: 'start' }} onClick={() => setAsked({ kind: 'others' })}>
              {translate(`${S}.sign_out_others`)}
            </Button>
          ) : (
            <Typography color="text.secondary">{translate(`${S}.only_this`)}</Typography>
          ))}
      </CardContent>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={
          asked?.kind === 'one' ? translate(`${S}.sign_out_named`, { device: nameOf(asked.session) }) : translate(`${S}.sign_out_others`)
        }
        message={
          asked?.kind === 'one'
            ? translate(`${S}.confirm_one_question`, { device: nameOf(asked.session) })
            : translate(`${S}.confirm_others_question`)
        }
        consequences={
          asked?.kind === 'one'
            ? [
                translate(`${S}.confirm_one_consequence`, {
                  signed_in: when(asked.session.signed_in_at),
                  last_active: when(asked.session.last_active_at),
                }),
              ]
            : [
                ...others.map((session) =>
                  translate(`${S}.confirm_others_device`, { device: nameOf(session), last_active: when(session.last_active_at) }),
                ),
                translate(`${S}.confirm_others_stays`),
              ]
        }
        confirmLabel={asked?.kind === 'one' ? translate(`${S}.sign_out`) : translate(`${S}.sign_out_others`)}
        onConfirm={() => (asked?.kind === 'one' ? signOutOne(asked.session) : signOutOthers())}
      />
    </Card>
  );
};
