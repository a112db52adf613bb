import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { getActiveCompanyId } from '../../../providers/public/session';
import { showsCompanySelector } from '../../../domain/companySession';
import { SwitchCompanyConfirm, SwitchCompanyFailure, useSwitchCompany } from '../../../layout/company-switcher';
import { useActiveCompanyName } from '../../../layout/company-switcher/useActiveCompanyName';

export const P = 'spendboard.portfolio';

/**
 * The portfolio tabs show data across companies; a tenant_specific account works in its one company
 * (§2, §6): it sees the restricted view instead, and no cross-company call is made.
 */
export const CrossCompanyOnly = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const activeName = useActiveCompanyName();
  if (isPending) return null;
  if (!showsCompanySelector(identity?.userType)) {
    return <Alert severity="info">{translate('spendboard.organizations.restricted', { name: activeName ?? '—' })}</Alert>;
  }
  return <>{children}</>;
};

/** Loading and failure of a portfolio query, with a retry. */
export const QueryState = ({ isPending, isError, retry }: { isPending: boolean; isError: boolean; retry: () => void }) => {
  const translate = useTranslate();
  if (isPending)
    return (
      <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{translate(`${P}.loading`)}</Typography>
      </Stack>
    );
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('spendboard.errors.retry')}
          </Button>
        }
      >
        {translate(`${P}.failed`)}
      </Alert>
    );
  return null;
};

/** One figure of a stats row: its label and its value. */
export const Stat = ({ label, children, id }: { label: string; children: ReactNode; id: string }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} role="group" aria-labelledby={`stat-${id}`} data-stat={id}>
    <Typography id={`stat-${id}`} variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box data-stat-value sx={{ typography: 'h6', fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </Box>
  </Paper>
);

export const StatsRow = ({ children, label }: { children: ReactNode; label: string }) => (
  <Box
    component="section"
    aria-label={label}
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}
  >
    {children}
  </Box>
);

/**
 * Opens a page of another company: the company switch of §4 (its confirmation, then a reload onto
 * `to`); a page of the active company opens at once.
 */
export function useOpenInCompany() {
  const [target, setTarget] = useState<string>('/');
  const flow = useSwitchCompany(target);
  const navigate = useNavigate();
  const open = (companyId: string, to: string) => {
    if (companyId === getActiveCompanyId()) {
      navigate(to);
      return;
    }
    setTarget(to);
    flow.request(companyId);
  };
  const prompts = (
    <>
      <SwitchCompanyFailure flow={flow} />
      <SwitchCompanyConfirm flow={flow} />
    </>
  );
  return { open, prompts };
}
