import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLogout, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { CHOOSE_COMPANY_PATH } from '../../domain/companySession';
import { isIdleWatcherEnabled } from '../../domain/layout';
import { REDIRECT_PARAM } from '../../domain/redirect';
import { AppLoading } from '../states/AppLoading';
import { configuredIdleTimeoutMs } from '../../providers/session/idleTimeout';
import { IdleWatcher } from './IdleWatcher';
import { loadSession, sessionQueryKey } from '../../providers/session/sessionBootstrap';

/** Spec §4: a tenant_specific account without a company sees this, then is logged out. */
const NotAssignedDialog = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const signOut = () => void logout({}, '/login', false);
  return (
    <Dialog open onClose={signOut} aria-labelledby="not-assigned-title" aria-describedby="not-assigned-text">
      <DialogTitle id="not-assigned-title">{translate('spendboard.session.not_assigned_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="not-assigned-text">{translate('spendboard.session.not_assigned')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={signOut} autoFocus>
          {translate('spendboard.session.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The signed-in shell's session rules (spec §4): the not-assigned dialog, /organizations for a
 * user without an active company, and the idle watcher when a timeout is configured. An administrator
 * the firm requires a second factor of, who has none, sees `twoFactorSetup` alone, on whatever page
 * they asked for, until it is set up.
 */
export const SessionGuard = ({ children, twoFactorSetup }: { children: ReactNode; twoFactorSetup: ReactNode }) => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: loadSession, staleTime: Infinity, retry: false });

  if (session.isPending) return <AppLoading />;
  if (session.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void session.refetch()}>
            {translate('spendboard.errors.retry')}
          </Button>
        }
      >
        {translate('spendboard.companies.failed')}
      </Alert>
    );
  }
  if (session.data.kind === 'not_assigned') return <NotAssignedDialog />;
  if (session.data.kind === 'two_factor_required') return twoFactorSetup;
  if (session.data.kind === 'choose_company' && !pathname.startsWith(CHOOSE_COMPANY_PATH)) {
    // Where the user was going is kept: choosing a company continues there.
    const back = pathname === '/' ? '' : `?${new URLSearchParams({ [REDIRECT_PARAM]: pathname + search })}`;
    return <Navigate to={CHOOSE_COMPANY_PATH + back} replace />;
  }
  const idleTimeoutMs = configuredIdleTimeoutMs();
  return (
    <>
      {isIdleWatcherEnabled(idleTimeoutMs) ? <IdleWatcher timeoutMs={idleTimeoutMs} /> : null}
      {children}
    </>
  );
};
