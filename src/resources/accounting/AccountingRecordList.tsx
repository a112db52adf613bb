import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router';
import { hasSyncInProgress, isAwaitingSync } from '../../domain/accountingSync';
import { ACCOUNTING_SYNC_STATUSES, type AccountingSyncKind } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { useQuickActionDialog } from '../../layout/dialogs/useQuickActionDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { DayInput } from '../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../layout/inputs/PeriodPresetInput';
import { ListPagination } from '../../layout/ListPagination';
import { NotDecidedDialog } from '../../layout/lists/BulkDecisions';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { statusChip } from '../../domain/statusColors';
import type { AccountingRecord, AccountingSyncOutcome, AccountingSyncOverview } from '../../providers/data/methods/accountingSync';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { billPaths } from '../bills/paths';
import { ExpenseDrawer, expenseLink } from '../shared/expenses';
import { connectedProviderName } from './AccountingHeader';
import { accountingSyncFamilies } from './accountingWrites';
import { ACCOUNTING_RESOURCES } from './paths';
import { AmountCell, SyncCell, TitleCell } from './SyncCells';
import { SyncConfirmDialog } from './SyncConfirmDialog';
import { SYNC_REFETCH_MS } from './useAccountingOverview';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { accountingListQueries } from './listQuery';

const Column = DataTable.Col<AccountingRecord>;
const T = 'resources.accounting';

const yesNo = [
  { id: 1, name: `${T}.yes` },
  { id: 0, name: `${T}.no` },
];

/** The list's filters; `sync_status` is also set by the count chips. */
const useFilters = () => {
  const translate = useTranslate();
  const statusChoices = ACCOUNTING_SYNC_STATUSES.map((status) => {
    const chip = statusChip('sync', status);
    return { id: status, name: chip.labelKey ? translate(chip.labelKey) : status };
  });
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="sync_status" source="sync_status" choices={statusChoices} />,
    <SelectInput key="ready" source="ready" choices={yesNo} />,
    <SelectInput key="blocked" source="blocked" choices={yesNo} />,
    <PeriodPresetInput key="date_period" source="date_period" fromSource="date_from" toSource="date_until" />,
    <DayInput key="date_from" source="date_from" />,
    <DayInput key="date_until" source="date_until" />,
  ];
};

/** Runs a sync and says what happened: a notice for those started, a list of those that did not with why. */
function useSyncRun(kind: AccountingSyncKind, nameOf: (id: number) => string) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const translate = useTranslate();
  const [notStarted, setNotStarted] = useState<{ intro: string; items: string[] } | null>(null);
  const report = (outcome: AccountingSyncOutcome) => {
    if (outcome.started.length > 0) notice('syncs_started', { smart_count: outcome.started.length });
    if (outcome.failed.length > 0)
      setNotStarted({
        intro: translate(`${T}.not_started.intro`, { smart_count: outcome.started.length }),
        items: outcome.failed.map((failure) => translate(`${T}.not_started.item`, { name: nameOf(failure.id), message: failure.message })),
      });
    return outcome;
  };
  const run = async (request: { ids: number[] } | { all_ready: true }) => {
    const outcome = report(await dataProvider.syncAccountingRecords(kind, request));
    // The API answers ids: the rows of this list and the overview's counts are read again (those on screen).
    await Promise.all(accountingSyncFamilies(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return outcome;
  };
  const dialog = notStarted && (
    <NotDecidedDialog
      title={translate(`${T}.not_started.title`)}
      intro={notStarted.intro}
      items={notStarted.items}
      onClose={() => setNotStarted(null)}
    />
  );
  return { run, dialog };
}

const recordName = (record: AccountingRecord | undefined, id: number) => (record ? `${record.title} ${record.detail}`.trim() : `#${id}`);

/** 'Sync everything ready (N)': opened by the button or the global search's `?action=sync`. */
const SyncReadyButton = ({ kind, overview }: { kind: AccountingSyncKind; overview: AccountingSyncOverview | undefined }) => {
  const translate = useTranslate();
  const dialog = useQuickActionDialog('sync');
  const { run, dialog: outcome } = useSyncRun(kind, (id) => `#${id}`);
  const ready = overview?.[kind].ready ?? 0;
  const provider = connectedProviderName(overview);
  return (
    <>
      <Button size="small" variant="contained" disabled={ready === 0 || !provider} onClick={dialog.show}>
        {translate(`${T}.actions.sync_ready`, { count: ready })}
      </Button>
      {provider && ready > 0 && (
        <SyncConfirmDialog
          open={dialog.open}
          onClose={dialog.close}
          kind={kind}
          count={ready}
          provider={provider}
          onConfirm={() => run({ all_ready: true })}
        />
      )}
      {outcome}
    </>
  );
};

/** 'Sync selected': the selected rows, with a confirmation naming those that will fail. */
const SyncSelectedButton = ({ kind, provider }: { kind: AccountingSyncKind; provider: string }) => {
  const translate = useTranslate();
  const { selectedIds, data = [], onUnselectItems } = useListContext<AccountingRecord>();
  const [open, setOpen] = useState(false);
  const selected = data.filter((record) => selectedIds.includes(record.id));
  const { run, dialog } = useSyncRun(kind, (id) =>
    recordName(
      selected.find((record) => record.id === id),
      id,
    ),
  );
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        {translate(`${T}.actions.sync_selected`)}
      </Button>
      <SyncConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        kind={kind}
        count={selected.length}
        records={selected}
        provider={provider}
        onConfirm={async () => {
          await run({ ids: selected.map((record) => record.id) });
          onUnselectItems();
        }}
      />
      {dialog}
    </>
  );
};

/** The row's own Sync (never synced) or Retry (failed) button. */
const RowSyncButton = ({ record, provider }: { record: AccountingRecord; provider: string }) => {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [open, setOpen] = useState(false);
  const { run, dialog } = useSyncRun(record.kind, () => recordName(record, record.id));
  if (!isAwaitingSync(record.sync.status)) return null;
  const retry = record.sync.status === 'ERROR';
  const name = recordName(record, record.id);
  return (
    // The button and its dialog act on their own, not as a click on the row (which opens the record).
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        variant="outlined"
        aria-label={translate(`${T}.actions.${retry ? 'row_retry' : 'row_sync'}`, { name })}
        onClick={() => setOpen(true)}
      >
        {translate(`${T}.actions.${retry ? 'retry' : 'sync'}`)}
      </Button>
      <SyncConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        kind={record.kind}
        count={1}
        records={[record]}
        provider={provider}
        onConfirm={() => run({ ids: [record.id] }).catch(showError)}
      />
      {dialog}
    </Box>
  );
};

/** Ready, blocked, in progress, synced and failed, each with its count: a click filters the list to them. */
const SyncCounts = ({ kind, overview }: { kind: AccountingSyncKind; overview: AccountingSyncOverview | undefined }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const counts = overview?.[kind];
  const chips = [
    { key: 'ready', count: counts?.ready, filter: { ready: 1 } },
    { key: 'blocked', count: counts?.blocked, filter: { blocked: 1 } },
    { key: 'in_progress', count: counts?.in_progress, filter: { sync_status: 'IN_PROGRESS' } },
    { key: 'synced', count: counts?.synced, filter: { sync_status: 'SYNCED' } },
    { key: 'error', count: counts?.error, filter: { sync_status: 'ERROR' } },
  ] as const;
  const { ready: _ready, blocked: _blocked, sync_status: _status, ...rest } = filterValues;
  const isChosen = (filter: Record<string, unknown>) =>
    Object.entries(filter).every(([key, value]) => String(filterValues[key] ?? '') === String(value));
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={translate(`${T}.counts.label`)} sx={{ flexWrap: 'wrap', my: 1 }}>
      {chips.map(({ key, count, filter }) => {
        const chosen = isChosen(filter);
        return (
          <Chip
            key={key}
            clickable
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            label={translate(`${T}.counts.${key}`, { count: count ?? '…' })}
            onClick={() => setFilters(chosen ? rest : { ...rest, ...filter }, displayedFilters, false)}
          />
        );
      })}
    </Stack>
  );
};

/** The first cell: the expense opens in the drawer here, a bill on its page. */
const RecordLink = ({ record }: { record: AccountingRecord }) => {
  const translate = useTranslate();
  const location = useLocation();
  const date = formatDate(record.date);
  return record.kind === 'expenses' ? (
    <RowLink to={expenseLink(location, record.id)} aria-label={translate(`${T}.open_expense`, { merchant: record.title, date })}>
      {date}
    </RowLink>
  ) : (
    <RowLink
      to={billPaths.detail(record.id)}
      aria-label={translate(`${T}.open_bill`, { date, number: record.detail, vendor: record.title })}
    >
      {date}
    </RowLink>
  );
};

const RecordsTable = ({ kind, provider }: { kind: AccountingSyncKind; provider: string | null }) => {
  const translate = useTranslate();
  const location = useLocation();
  const { canAccess: canSync } = useCanAccess({ resource: ACCOUNTING_RESOURCES[kind], action: 'sync' });
  const syncable = canSync && provider !== null;
  const shownProvider = provider ?? '';
  return (
    <ResponsiveDataTable<AccountingRecord>
      rowLink={(record) => (record.kind === 'expenses' ? expenseLink(location, record.id) : billPaths.detail(record.id))}
      phone={{
        primaryText: (record) => `${record.title} · ${record.detail}`,
        secondaryText: (record) => {
          const chip = statusChip('sync', record.sync.status);
          return [formatDate(record.date), chip.labelKey ? translate(chip.labelKey) : ''].filter(Boolean).join(' · ');
        },
        tertiaryText: (record) => <Money amount={record.amount} currency={record.currency} />,
      }}
      selection={
        syncable
          ? {
              isRowSelectable: (record) => isAwaitingSync(record.sync.status),
              actions: <SyncSelectedButton kind={kind} provider={shownProvider} />,
              rowName: (record) => recordName(record, record.id),
            }
          : undefined
      }
    >
      <Column source="date" render={(record) => <RecordLink record={record} />} />
      <Column source="title" render={(record) => <TitleCell record={record} />} />
      <Column source="amount" render={(record) => <AmountCell record={record} />} {...AMOUNT_CELL} />
      <Column
        source="accounts"
        disableSort
        render={(record) => record.accounts.map((account) => account.gl_account ?? account.category).join(', ') || '-'}
      />
      <Column source="sync" disableSort render={(record) => <SyncCell record={record} provider={shownProvider} />} />
      {syncable && (
        <Column source="actions" label="" disableSort render={(record) => <RowSyncButton record={record} provider={shownProvider} />} />
      )}
    </ResponsiveDataTable>
  );
};

/**
 * One tab of `/accounting`: the approved records of a kind, newest first, 20 a page, with their sync
 * chip, what stops each and how to fix it; sync one, a selection or everything ready
 * (`sync accounting`). While anything is in progress the list asks again every 2 seconds.
 */
export const AccountingRecordList = ({ kind, overview }: { kind: AccountingSyncKind; overview: AccountingSyncOverview | undefined }) => {
  const isPhone = useIsPhone();
  const filters = useFilters();
  const translate = useTranslate();
  const { canAccess: canSync } = useCanAccess({ resource: ACCOUNTING_RESOURCES[kind], action: 'sync' });
  const listProps = useListQueryProps(accountingListQueries[kind], {
    refetchInterval: (query: { state: { data?: { data?: AccountingRecord[] } } }) =>
      hasSyncInProgress(query.state.data?.data ?? []) ? SYNC_REFETCH_MS : false,
  });
  return (
    <List
      {...listProps}
      title={translate(`${T}.title`)}
      filters={phoneFilters(filters, isPhone)}
      actions={
        <TopToolbar>
          <FilterButton />
          {canSync && <SyncReadyButton kind={kind} overview={overview} />}
        </TopToolbar>
      }
      exporter={false}
      pagination={<ListPagination />}
      empty={<ListEmptyState icon={CalculateOutlined} title={`${T}.empty.title`} message={`${T}.empty.message`} />}
      error={<ListErrorState />}
    >
      <SyncCounts kind={kind} overview={overview} />
      <RecordsTable kind={kind} provider={connectedProviderName(overview)} />
      {kind === 'expenses' && <ExpenseDrawer />}
    </List>
  );
};
