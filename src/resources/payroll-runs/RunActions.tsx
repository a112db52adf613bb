import { Alert, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { SalaryRun } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { refuseSalaryRunStep, salaryRunStepKind, salaryRunStepPermission, salaryRunStepsFor } from '../../domain/salaryRuns';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { permissionForAccess } from '../../providers/access/accessRules';
import { usePermissions } from '../../providers/access/usePermissions';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { salaryRunStepAlso } from './payrollWrites';
import { monthLabel } from './payrollText';
import { roundCents } from '../../domain/cents';

type Step = SalaryRun['status'];

/** The wallet's balance is read under the rule of its entries' list (no rule: every member). */
const READ_WALLET = permissionForAccess('wallet-entries', 'list');
const RUN_PERMISSIONS = ['prepare payroll', 'approve payroll', ...(READ_WALLET ? [READ_WALLET] : [])];
const T = 'resources.payroll-runs';

/** Whether the signed-in user prepared the run (they may not approve it). */
export function useIsPreparer(run: SalaryRun): boolean {
  const { identity } = useGetIdentity();
  return identity !== undefined && run.prepared_by_user_id !== null && Number(identity.id) === run.prepared_by_user_id;
}

/**
 * A run's buttons, as the lifecycle allows for this user (`src/domain/salaryRuns.ts`, the mock's rule
 * too): each step asks first, stating its consequence from the run's figures. Approving needs
 * `approve payroll` and is never offered to the person who prepared the run (they are told why);
 * the other steps need `prepare payroll`.
 */
export const RunActions = ({ run, onStepped }: { run: SalaryRun; onStepped?: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const isPreparer = useIsPreparer(run);
  const { isPermitted } = usePermissions(RUN_PERMISSIONS);
  const canPrepare = isPermitted('prepare payroll');
  const canApprove = isPermitted('approve payroll');
  const canWallet = READ_WALLET === null || isPermitted(READ_WALLET);
  const [asking, setAsking] = useState<Step | null>(null);
  const wallet = useQuery({
    queryKey: familyQueryKeys.wallet(),
    queryFn: () => dataProvider.getWallet(),
    enabled: asking === 'paid' && canWallet,
  });
  const allowed = (to: Step) => {
    const kind = salaryRunStepKind(run.status, to);
    const permission = kind ? salaryRunStepPermission(kind) : null;
    return permission === 'approve payroll' ? canApprove : canPrepare;
  };
  const steps = salaryRunStepsFor(run, isPreparer).filter(allowed);
  const ownRun = canApprove && run.status === 'in_review' && refuseSalaryRunStep(run, 'approved', { isPreparer }) !== null;
  const month = monthLabel(run.month, locale);
  const amount = formatMoney(run.totals.net_pay, run.currency, locale);
  const balance = wallet.data?.balances?.find((row) => row.currency === run.currency)?.balance;
  const after = balance === undefined ? undefined : roundCents(balance - run.totals.net_pay);
  const money = (value: number | undefined) => (value === undefined ? '-' : formatMoney(value, run.currency, locale));
  const consequences = (step: Step) => [
    translate(`${T}.step_consequences.${step}`, { count: run.totals.employees, amount, balance: money(balance), after: money(after) }),
    // Paying more than the wallet holds is refused: say so before, with the figure.
    ...(step === 'paid' && after !== undefined && after < 0 ? [translate(`${T}.wallet_short`, { short: money(-after) })] : []),
  ];
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {steps.map((step) => (
          <Button key={step} variant={step === 'draft' ? 'outlined' : 'contained'} onClick={() => setAsking(step)}>
            {translate(`${T}.steps.${step}`)}
          </Button>
        ))}
      </Stack>
      {ownRun && (
        <Alert severity="info" role="status" sx={{ maxWidth: 440 }}>
          {translate(`${T}.own_run`)}
        </Alert>
      )}
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          destructive={false}
          title={translate(`${T}.step_titles.${asking}`, { month })}
          message={translate(`${T}.step_titles.${asking}`, { month })}
          consequences={consequences(asking)}
          consequencesLoading={asking === 'paid' && canWallet && wallet.isLoading}
          confirmLabel={translate(`${T}.steps.${asking}`)}
          onConfirm={async () => applyWrittenRecord('payroll-runs', await dataProvider.stepSalaryRun(run.id, asking), salaryRunStepAlso())}
          onSuccess={() => {
            notice('salary_run_stepped', { month, status: translate(`spendboard.status.salary_run.${asking}`) });
            onStepped?.();
          }}
        />
      )}
    </Stack>
  );
};
