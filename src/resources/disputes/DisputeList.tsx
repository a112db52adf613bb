import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { Chip, Stack } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, FilterButton, useTranslate } from 'react-admin';
import type { Dispute } from '../../api/schema';
import { DISPUTE_REASONS, DISPUTE_STATUSES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { statusChoices } from '../../domain/statusColors';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable, type PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { StatusChip } from '../../layout/StatusChip';
import { disputePaths } from './paths';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { disputeListQuery } from './listQuery';

const Column = DataTable.Col<Dispute>;

const disputeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices('dispute', DISPUTE_STATUSES)} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={DISPUTE_REASONS.map((id) => ({ id, name: `resources.disputes.reason.${id}` }))} />,
];

const DisputeRowLink = ({ dispute }: { dispute: Dispute }) => {
  const translate = useTranslate();
  return (
    <RowLink to={disputePaths.detail(dispute.id)} aria-label={translate('resources.disputes.open', { merchant: dispute.expense.merchant })}>
      {dispute.expense.merchant}
    </RowLink>
  );
};

/** The disputed amount, and 'Partial' when less than the expense. */
const DisputedAmount = ({ dispute }: { dispute: Dispute }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {dispute.is_partial && <Chip size="small" variant="outlined" label={translate('resources.disputes.partial')} />}
      <Money amount={dispute.amount} currency={dispute.currency} />
    </Stack>
  );
};

const useDisputePhoneRow = (): PhoneRow<Dispute> => {
  const translate = useTranslate();
  return {
    primaryText: (dispute) => `${dispute.expense.merchant} · ${translate(`resources.disputes.reason.${dispute.reason}`)}`,
    secondaryText: (dispute) => `${formatDate(dispute.expense.spent_at)} · ${translate(`spendboard.status.dispute.${dispute.status}`)}`,
    tertiaryText: (dispute) => <Money amount={dispute.amount} currency={dispute.currency} />,
  };
};

/** `/disputes`: the company's disputes of card expenses, newest first, with search and status/reason filters. One opens from an expense. */
const DisputeList = () => {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const phone = useDisputePhoneRow();
  const listProps = useListQueryProps(disputeListQuery);
  return (
    <List
      {...listProps}
      filters={phoneFilters(disputeFilters, isPhone)}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      exporter={false}
      pagination={<ListPagination />}
      empty={<ListEmptyState icon={GavelOutlined} title="resources.disputes.empty.title" message="resources.disputes.empty.message" />}
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Dispute> rowLink={(dispute) => disputePaths.detail(dispute.id)} phone={phone}>
        <Column source="merchant" disableSort render={(dispute) => <DisputeRowLink dispute={dispute} />} />
        <Column source="spent_at" disableSort render={(dispute) => formatDate(dispute.expense.spent_at)} />
        <Column source="reason" render={(dispute) => translate(`resources.disputes.reason.${dispute.reason}`)} />
        <Column source="amount" render={(dispute) => <DisputedAmount dispute={dispute} />} {...AMOUNT_CELL} />
        <Column source="status" render={(dispute) => <StatusChip family="dispute" status={dispute.status} />} />
        <Column source="window_ends_on" disableSort render={(dispute) => formatDate(dispute.window_ends_on)} />
        <Column source="created_at" render={(dispute) => formatDate(dispute.created_at)} />
      </ResponsiveDataTable>
    </List>
  );
};

export default DisputeList;
