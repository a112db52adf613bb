import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import type { AccountingRecord } from '../../providers/data/methods/accountingSync';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { accountingSettingsTabPath } from '../accounting-settings/paths';
import { billPaths } from '../bills/paths';
import { expenseLink } from '../shared/expenses';
import { INTEGRATION_PATH } from './AccountingHeader';
import { vendorExportFamilies } from './accountingWrites';
import { ACCOUNTING_RESOURCES } from './paths';

type Problem = AccountingRecord['blockers'][number];

/** The merchant or vendor, and under it the spender or the invoice number. */
export const TitleCell = ({ record }: { record: AccountingRecord }) => (
  <Stack>
    <span>{record.title}</span>
    <Typography variant="caption" color="text.secondary">
      {record.detail}
    </Typography>
  </Stack>
);

/** The amount, and under it its VAT. */
export const AmountCell = ({ record }: { record: AccountingRecord }) => {
  const translate = useTranslate();
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Money amount={record.amount} currency={record.currency} />
      {record.vat_amount !== null && record.vat_amount > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.accounting.vat')} <Money amount={record.vat_amount} currency={record.currency} />
        </Typography>
      )}
    </Stack>
  );
};

/**
 * The §4 chip, and under it when and as what it synced, when it started, or why it failed; while it
 * waits for a sync, what would stop it now and where to fix that.
 */
export const SyncCell = ({ record, provider }: { record: AccountingRecord; provider: string }) => {
  const translate = useTranslate();
  const { sync } = record;
  const detail =
    sync.status === 'SYNCED'
      ? translate('resources.accounting.synced_detail', { reference: sync.erp_reference ?? '', at: formatDate(sync.synced_at, 'dateTime') })
      : sync.status === 'IN_PROGRESS'
        ? translate('resources.accounting.started_detail', { at: formatDate(sync.started_at, 'dateTime') })
        : sync.status === 'ERROR' && sync.error
          ? translate('resources.accounting.error_detail', { code: sync.error.code, message: sync.error.message })
          : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StatusChip family="sync" status={sync.status} />
      {detail && (
        <Typography variant="caption" color={sync.status === 'ERROR' ? 'error' : 'text.secondary'}>
          {detail}
        </Typography>
      )}
      {record.blockers.length > 0 && <Blockers record={record} provider={provider} />}
    </Stack>
  );
};

/** Adds the bill's vendor to the connected system (`sync accounting`), so its bills can sync. */
const AddVendorButton = ({ record, problem, provider }: { record: AccountingRecord; problem: Problem; provider: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const add = useMutation({
    mutationFn: () => dataProvider.exportVendorToAccounting(record.vendor_id!),
    onSuccess: () => {
      notice('vendor_exported', { name: problem.subject ?? '', provider });
      return Promise.all(vendorExportFamilies().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: showError,
  });
  return (
    <Button size="small" variant="outlined" disabled={add.isPending} onClick={() => add.mutate()}>
      {translate('resources.accounting.fix.VENDOR_NOT_IN_ERP', { subject: problem.subject ?? '', provider })}
    </Button>
  );
};

/** Where each problem is fixed: a link (Integrations, the record, the lock date) or, for a missing vendor, the fix itself. */
const FixAction = ({ record, problem, provider }: { record: AccountingRecord; problem: Problem; provider: string }) => {
  const translate = useTranslate();
  const location = useLocation();
  const { canAccess: canSync } = useCanAccess({ resource: ACCOUNTING_RESOURCES[record.kind], action: 'sync' });
  const label = translate(`resources.accounting.fix.${problem.code}`, { subject: problem.subject ?? '', provider });
  switch (problem.code) {
    case 'VENDOR_NOT_IN_ERP':
      return canSync && record.vendor_id !== null ? <AddVendorButton record={record} problem={problem} provider={provider} /> : null;
    case 'NO_CONNECTION':
    case 'CATEGORY_NOT_MAPPED':
      return <Link to={INTEGRATION_PATH}>{label}</Link>;
    case 'NOT_CODED':
      return <Link to={record.kind === 'expenses' ? expenseLink(location, record.id) : billPaths.detail(record.id)}>{label}</Link>;
    case 'PERIOD_LOCKED':
      return <Link to={accountingSettingsTabPath('lock-date')}>{label}</Link>;
  }
};

/** What would stop the record now, each problem in a sentence with where to fix it. */
const Blockers = ({ record, provider }: { record: AccountingRecord; provider: string }) => {
  const translate = useTranslate();
  return (
    // Its links and buttons act on their own, not as a click on the row (which opens the record).
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} onClick={(event) => event.stopPropagation()}>
      {record.blockers.map((problem) => (
        <Stack key={`${problem.code}-${problem.subject ?? ''}`} spacing={0.25} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">
            {translate(`resources.accounting.blockers.${problem.code}`, {
              subject: problem.code === 'PERIOD_LOCKED' ? formatDate(problem.subject) : (problem.subject ?? ''),
            })}
          </Typography>
          <FixAction record={record} problem={problem} provider={provider} />
        </Stack>
      ))}
    </Stack>
  );
};
