import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  Pagination,
  useList,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type ListControllerResult,
} from 'react-admin';
import { APPROVAL_ITEM_TYPES } from '../../../domain/contractLists';
import { APPROVAL_PRIORITIES } from '../../../domain/approvalPriority';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/amounts';
import { ResponsiveDataTable } from '../../../layout/lists/ResponsiveDataTable';
import type { RowSelection } from '../../../layout/lists/SelectableRows';
import { BaseCurrencyTotal } from '../../../layout/BaseCurrencyTotal';
import { AMOUNT_CELL, Money } from '../../../layout/Money';
import { StatusChip } from '../../../layout/StatusChip';
import type { ApprovalInboxFilters, ApprovalItem } from '../../../providers/data/methods/portfolio';
import { billPaths } from '../../../resources/bills/paths';
import { expensePaths } from '../../../resources/expenses/paths';
import { fundsPaths } from '../../../resources/funds/paths';
import { requestPaths } from '../../../resources/requests/paths';
import { FilterSelect } from './FilterSelect';
import { CrossCompanyOnly, P, QueryState, Stat, StatsRow, useOpenInCompany } from './PortfolioParts';
import { itemKey, useApprovalInbox, useHighlighted } from './usePortfolio';
import { ApproveAnywayDialog, FlagsCell, useFlagName, type FlaggedRow } from './ApprovalFlags';
import { Decisions, type InboxRow as Row } from './ApprovalDecisions';

const PER_PAGE = 25;
/** The rows' resource name for react-admin's table (not a dataProvider resource: the inbox is read by `getApprovalInbox`). */
const INBOX_RESOURCE = 'portfolio_approvals';

const toRow = (item: ApprovalItem): Row => ({ ...item, id: itemKey(item), key: itemKey(item), record_id: item.id });

/** Where an item is shown in its own company (its list or detail). */
export function itemPath(item: Pick<ApprovalItem, 'type' | 'id'>): string {
  switch (item.type) {
    case 'expense':
    case 'reimbursement':
      return expensePaths.detail(item.id);
    case 'bill':
      return billPaths.detail(item.id);
    case 'funding_request':
      return fundsPaths.detail(item.id);
    case 'card_request':
    case 'limit_request':
      return requestPaths.detail(item.id);
  }
}

const RowTitle = ({ open }: { open: (companyId: string, to: string) => void }) => {
  const record = useRecordContext<Row>();
  if (!record) return null;
  return (
    <>
      <Link
        component="button"
        type="button"
        onClick={() => open(record.company_id, itemPath({ type: record.type, id: record.record_id }))}
        sx={{ textAlign: 'start' }}
      >
        {record.title}
      </Link>
      <ItemDescription description={record.description} />
    </>
  );
};

/** The item's description (§3's approval request) under its title; nothing when it has none. */
const ItemDescription = ({ description }: { description: string | null }) =>
  description?.trim() ? (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      data-testid="approval-description"
      sx={{ display: 'block', overflowWrap: 'anywhere' }}
    >
      {description}
    </Typography>
  ) : null;

const Highlight = ({ highlighted }: { highlighted: ReadonlySet<string> }) => {
  const record = useRecordContext<Row>();
  const ref = useRef<HTMLSpanElement>(null);
  const on = record !== undefined && (highlighted.has(record.key) || highlighted.has(String(record.record_id)));
  useEffect(() => {
    if (on) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [on]);
  return on ? <span ref={ref} data-highlighted="true" /> : null;
};

const ApprovalView = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const highlighted = useHighlighted();
  const { open, prompts } = useOpenInCompany();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ApprovalInboxFilters>({});
  const query = useApprovalInbox({ page, perPage: PER_PAGE, filters });
  const flagName = useFlagName();
  const [overriding, setOverriding] = useState<FlaggedRow | null>(null);
  const rows = useMemo(() => (query.data?.data ?? []).map(toRow), [query.data]);
  const list = useList<Row>({ data: rows, perPage: PER_PAGE });
  const total = query.data?.meta.total ?? 0;
  const context = {
    ...list,
    total,
    page,
    perPage: PER_PAGE,
    setPage,
    setPerPage: () => undefined,
    hasNextPage: page * PER_PAGE < total,
    hasPreviousPage: page > 1,
  } as ListControllerResult<Row>;
  const setFilter = (key: keyof ApprovalInboxFilters, value: string) => {
    setPage(1);
    list.onUnselectItems();
    setFilters((current) => {
      const next = { ...current } as Record<string, string>;
      if (value === '') delete next[key];
      else next[key] = value;
      return next as ApprovalInboxFilters;
    });
  };
  if (!query.data) return <QueryState isPending={query.isPending} isError={query.isError} retry={() => void query.refetch()} />;
  const { stats, companies } = query.data;
  const typeName = (type: string) => translate(`${P}.types.${type}`);
  const rowName = (row: Row) => `${row.title}, ${row.company_name}, ${formatMoney(row.amount, row.currency, locale)}`;
  const selection: RowSelection<Row> = { isRowSelectable: () => true, actions: <Decisions />, rowName };
  const Column = DataTable.Col<Row>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StatsRow label={translate(`${P}.approval.stats_label`)}>
        <Stat id="total_pending" label={translate(`${P}.approval.total_pending`)}>
          {stats.total_pending}
        </Stat>
        <Stat id="total_amount" label={translate(`${P}.approval.total_amount`)}>
          {/* Several currencies read as one AED total at today's rates, the per-currency lines one click away. */}
          <BaseCurrencyTotal totals={stats.total_amount} />
        </Stat>
        <Stat id="urgent_items" label={translate(`${P}.approval.urgent_items`)}>
          {stats.urgent_items}
        </Stat>
      </StatsRow>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="search"
        aria-label={translate(`${P}.approval.filters`)}
      >
        <FilterSelect
          id="approval-company"
          label={translate(`${P}.approval.company`)}
          value={filters.company_id ?? ''}
          onChange={(value) => setFilter('company_id', value)}
          choices={companies.map((company) => ({ id: company.id, name: `${company.name} (${company.pending})` }))}
        />
        <FilterSelect
          id="approval-type"
          label={translate(`${P}.approval.type`)}
          value={filters.type ?? ''}
          onChange={(value) => setFilter('type', value)}
          choices={APPROVAL_ITEM_TYPES.map((type) => ({ id: type, name: typeName(type) }))}
        />
        <FilterSelect
          id="approval-priority"
          label={translate(`${P}.approval.priority`)}
          value={filters.priority ?? ''}
          onChange={(value) => setFilter('priority', value)}
          choices={APPROVAL_PRIORITIES.map((priority) => ({ id: priority, name: translate(`spendboard.status.priority.${priority}`) }))}
        />
      </Stack>
      <ResourceContextProvider value={INBOX_RESOURCE}>
        <ListContextProvider value={context}>
          {total === 0 ? (
            <Typography sx={{ py: 3 }}>{translate(`${P}.approval.empty`)}</Typography>
          ) : (
            <>
              <ResponsiveDataTable<Row>
                selection={selection}
                phone={{
                  primaryText: (row) => (
                    <>
                      {row.title}
                      <ItemDescription description={row.description} />
                    </>
                  ),
                  secondaryText: (row) =>
                    [
                      `${row.company_name} · ${typeName(row.type)}`,
                      ...(row.compliance_flags.length > 0
                        ? [translate(`${P}.approval.flags_phone`, { flags: row.compliance_flags.map(flagName).join(', ') })]
                        : []),
                    ].join(' · '),
                  tertiaryText: (row) => <Money amount={row.amount} currency={row.currency} />,
                }}
                rowSx={(row) => (highlighted.has(row.key) || highlighted.has(String(row.record_id)) ? { bgcolor: 'action.selected' } : {})}
              >
                <Column source="title" label={`${P}.approval.item`} disableSort render={() => <RowTitle open={open} />} />
                <Column source="type" label={`${P}.approval.type`} disableSort render={(row) => typeName(row.type)} />
                <Column source="company_name" label={`${P}.approval.company`} disableSort />
                <Column source="requestor" label={`${P}.approval.requestor`} disableSort render={(row) => row.requestor ?? '—'} />
                <Column
                  source="amount"
                  label={`${P}.approval.amount`}
                  disableSort
                  align="right"
                  render={(row) => <Money amount={row.amount} currency={row.currency} />}
                  cellSx={() => AMOUNT_CELL.sx}
                />
                <Column
                  source="priority"
                  label={`${P}.approval.priority`}
                  disableSort
                  render={(row) => <StatusChip family="ai_priority" status={row.priority} />}
                />
                <Column
                  source="status"
                  label={`${P}.approval.status`}
                  disableSort
                  render={(row) => <StatusChip family="ai_status" status={row.status} />}
                />
                <Column
                  source="due_date"
                  label={`${P}.approval.due_date`}
                  disableSort
                  render={(row) => (row.due_date ? formatDate(row.due_date, 'date', locale) : '—')}
                />
                <Column source="category" label={`${P}.approval.category`} disableSort render={(row) => row.category ?? '—'} />
                <Column
                  source="compliance_flags"
                  label={`${P}.approval.flags`}
                  disableSort
                  render={(row) => <FlagsCell row={row} onApproveAnyway={setOverriding} />}
                />
                <Column source="key" label="" disableSort render={() => <Highlight highlighted={highlighted} />} />
              </ResponsiveDataTable>
              <Pagination rowsPerPageOptions={[]} />
            </>
          )}
        </ListContextProvider>
      </ResourceContextProvider>
      {prompts}
      <ApproveAnywayDialog
        row={overriding}
        onClose={() => setOverriding(null)}
        onDone={() => {
          // The decided item leaves the selection (it leaves the inbox as well).
          const key = overriding ? itemKey({ ...overriding, id: overriding.record_id }) : null;
          list.onSelect(list.selectedIds.filter((id) => id !== key));
        }}
      />
    </Box>
  );
};

/** `/organizations/my-approval`: one inbox of everything waiting on the user, in every company (issue 15). */
const ApprovalTab = () => (
  <CrossCompanyOnly>
    <ApprovalView />
  </CrossCompanyOnly>
);

export default ApprovalTab;
