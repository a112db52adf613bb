import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { Chip, Stack } from '@mui/material';
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
import { DayInput } from '../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../layout/inputs/PeriodPresetInput';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { statusChip } from '../../domain/statusColors';
import type { AccountingRecord, AccountingSyncOverview } from '../../providers/data/methods/accountingSync';
import { billPaths } from '../bills/paths';
import { ExpenseDrawer, expenseLink } from '../shared/expenses';
import { connectedProviderName } from './AccountingHeader';
import { ACCOUNTING_RESOURCES } from './paths';
import { AmountCell, SyncCell, TitleCell } from './SyncCells';
import { SYNC_REFETCH_MS } from './useAccountingOverview';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { accountingListQueries } from './listQuery';
import { recordName, RowSyncButton, SyncReadyButton, SyncSelectedButton } from './AccountingSyncButtons';

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
