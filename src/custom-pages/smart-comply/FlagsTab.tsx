import { useState } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComplianceFlagRecord } from '../../providers/data/methods/compliance';
import { FlagDecisionDialog } from './FlagDecisionDialog';
import { FlagFilters } from './FlagFilters';
import type { Decide } from './FlagParts';
import { FlagsTable } from './FlagsTable';
import { useFlagsState } from './useFlagsState';

const T = 'spendboard.compliance';

/**
 * The flags, highest risk first, with their filters; resolve and dismiss for those who may manage compliance. The
 * state is `useFlagsState`, the filters `FlagFilters`, the page of flags `FlagsTable`.
 */
export const FlagsTab = ({ canManage }: { canManage: boolean }) => {
  const translate = useTranslate();
  const state = useFlagsState();
  const { flags } = state;
  const [deciding, setDeciding] = useState<{ flag: ComplianceFlagRecord; action: 'resolve' | 'dismiss' } | null>(null);
  const onDecide: Decide = (flag, action) => setDeciding({ flag, action });
  return (
    <Stack spacing={2}>
      <FlagFilters state={state} />
      {flags.isPending ? (
        <CircularProgress aria-label={translate('spendboard.loading')} />
      ) : flags.isError ? (
        <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>
      ) : flags.data.data.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.flags.empty`)}</Typography>
      ) : (
        <FlagsTable context={state.context} canManage={canManage} onDecide={onDecide} />
      )}
      {deciding ? <FlagDecisionDialog flag={deciding.flag} action={deciding.action} onClose={() => setDeciding(null)} /> : null}
    </Stack>
  );
};
