import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button } from '@mui/material';
import { DataTable, FilterButton, List, SearchInput, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import type { SpendRequest } from '../../api/schema';
import { SPEND_REQUEST_KINDS, SPEND_REQUEST_STATUSES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { statusChoices } from '../../domain/statusColors';
import { useCreateDialog } from '../../layout/dialogs/useCreateDialog';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable, type PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { StatusChip } from '../../layout/StatusChip';
import { requestPaths } from './paths';
import { RequestFormDialog } from './RequestFormDialog';
import { requestAmount, requesterName, requestWhat } from './requestText';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { requestListQuery } from './listQuery';

const Column = DataTable.Col<SpendRequest>;

const requestFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices('request', SPEND_REQUEST_STATUSES)} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={SPEND_REQUEST_KINDS.map((id) => ({ id, name: `resources.requests.kind.${id}` }))} />,
];

const RequestListActions = ({ onCreate }: { onCreate: () => void }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'requests', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess && (
        <Button size="small" startIcon={<AddOutlined />} onClick={onCreate}>
          {translate('resources.requests.create')}
        </Button>
      )}
    </TopToolbar>
  );
};

const RequestRowLink = ({ request }: { request: SpendRequest }) => {
  const translate = useTranslate();
  const person = requesterName(request);
  return (
    <RowLink
      to={requestPaths.detail(request.id)}
      aria-label={translate('resources.requests.open', { person, what: requestWhat(request, translate) })}
    >
      {person}
    </RowLink>
  );
};

const useRequestPhoneRow = (): PhoneRow<SpendRequest> => {
  const translate = useTranslate();
  return {
    primaryText: (request) => `${requesterName(request)} · ${requestWhat(request, translate)}`,
    secondaryText: (request) => `${formatDate(request.created_at)} · ${translate(`spendboard.status.request.${request.status}`)}`,
    tertiaryText: (request) => <Money amount={requestAmount(request)} currency={request.currency} />,
  };
};

/**
 * `/requests`: card and limit requests of the company, newest first, 20 a page, with search and
 * status/kind filters; anyone who may read them asks for their own (`?action=create`). A row opens
 * the request, where the finance team approves or declines it.
 */
const RequestList = () => {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const phone = useRequestPhoneRow();
  const createDialog = useCreateDialog();
  const listProps = useListQueryProps(requestListQuery);
  return (
    <List
      {...listProps}
      filters={phoneFilters(requestFilters, isPhone)}
      actions={<RequestListActions onCreate={createDialog.show} />}
      exporter={false}
      pagination={<ListPagination />}
      empty={
        <>
          <ListEmptyState
            icon={AssignmentOutlined}
            title="resources.requests.empty.title"
            message="resources.requests.empty.message"
            action={
              <Button variant="contained" startIcon={<AddOutlined />} onClick={createDialog.show}>
                {translate('resources.requests.create')}
              </Button>
            }
          />
          <RequestFormDialog open={createDialog.open} onClose={createDialog.close} />
        </>
      }
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<SpendRequest> rowLink={(request) => requestPaths.detail(request.id)} phone={phone}>
        <Column source="requester" disableSort render={(request) => <RequestRowLink request={request} />} />
        <Column source="kind" render={(request) => translate(`resources.requests.kind.${request.kind}`)} />
        <Column source="what" disableSort render={(request) => requestWhat(request, translate)} />
        <Column
          source="amount"
          disableSort
          render={(request) => <Money amount={requestAmount(request)} currency={request.currency} />}
          {...AMOUNT_CELL}
        />
        <Column source="status" render={(request) => <StatusChip family="request" status={request.status} />} />
        <Column source="created_at" render={(request) => formatDate(request.created_at)} />
      </ResponsiveDataTable>
      <RequestFormDialog open={createDialog.open} onClose={createDialog.close} />
    </List>
  );
};

export default RequestList;
