import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { Stack, Typography } from '@mui/material';
import { DataTable, SelectArrayInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { FundingRequest } from '../../api/schema';
import { FUNDING_REQUEST_STATUSES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { CreatableList } from '../../layout/lists/CreatableList';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { formatMoney } from '../../domain/amounts';
import { StatusChip } from '../../layout/StatusChip';
import { fundingTargetTypeChoices, fundingTargetTypeLabel } from './fundingChoices';
import { FundingRequestActions } from './FundingRequestActions';
import { FundingRequestDialog } from './FundingRequestDialog';
import { fundingRequestListQuery } from './listQuery';
import { fundsPaths } from './paths';

const Column = DataTable.Col<FundingRequest>;
const T = 'resources.funding-requests';

const statusChoices = FUNDING_REQUEST_STATUSES.map((status) => ({ id: status, name: `spendboard.status.funding.${status}` }));
const fundingFilters = [
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="target_type" source="target_type" choices={fundingTargetTypeChoices} alwaysOn />,
];

/** Who it is for: the name (a link to the request's own page) and the kind. */
const Target = ({ request }: { request: FundingRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = formatMoney(request.amount, request.currency, locale);
  return (
    <>
      <RowLink to={fundsPaths.detail(request.id)} aria-label={translate(`${T}.open`, { target: request.target.name, amount })}>
        {request.target.name}
      </RowLink>
      <Typography variant="caption" component="span" display="block" color="text.secondary">
        {translate(fundingTargetTypeLabel(request.target.type))}
      </Typography>
    </>
  );
};

/** How often and for how long, and where a monthly or temporary one stands. */
const Terms = ({ request }: { request: FundingRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lines = [
    translate(`${T}.recurrences.${request.recurrence}`),
    request.duration === 'temporary' && request.end_date
      ? `${translate(`${T}.fields.end_date`)}: ${formatDate(request.end_date, 'date', locale)}`
      : translate(`${T}.durations.permanent`),
    ...(request.runs > 0 ? [translate(`${T}.runs`, { smart_count: request.runs })] : []),
    ...(request.next_run_on ? [translate(`${T}.next_run`, { day: formatDate(request.next_run_on, 'date', locale) })] : []),
    ...(request.funds_returned_at ? [translate(`${T}.returned`)] : []),
    ...(request.last_run_error ? [request.last_run_error] : []),
  ];
  return (
    <Typography variant="body2" component="span">
      {lines.join(' · ')}
    </Typography>
  );
};

/** The status, the decision's author and a decline's reason. */
const Decision = ({ request }: { request: FundingRequest }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <StatusChip family="funding" status={request.status} />
      {request.decided_by && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.decided`, { status: translate(`spendboard.status.funding.${request.status}`), by: request.decided_by })}
        </Typography>
      )}
      {request.decision_reason && <Typography variant="caption">{request.decision_reason}</Typography>}
    </Stack>
  );
};

/**
 * `/funds` (issue 14): funding requests newest first with their target, amount, terms, requester
 * and status; Request funds (`?action=create`); approve, decline or withdraw on the row; the target's
 * name opens the request's own page.
 */
const FundingRequestList = () => {
  return (
    <CreatableList
      query={fundingRequestListQuery}
      title={`${T}.title`}
      filters={fundingFilters}
      texts={T}
      emptyIcon={SavingsOutlined}
      createDialog={(dialog) => <FundingRequestDialog {...dialog} />}
    >
      <ResponsiveDataTable<FundingRequest>
        phone={{
          // The target's name opens the request's own page, as on wider screens (the card holds buttons, so it is no link itself).
          primaryText: (request) => <Target request={request} />,
          secondaryText: (request) => request.reason,
          tertiaryText: (request) => (
            <Stack spacing={1} alignItems="flex-end">
              <Money amount={request.amount} currency={request.currency} />
              <StatusChip family="funding" status={request.status} />
              <FundingRequestActions request={request} />
            </Stack>
          ),
        }}
      >
        <Column source="target" disableSort render={(request) => <Target request={request} />} />
        <Column source="amount" render={(request) => <Money amount={request.amount} currency={request.currency} />} {...AMOUNT_CELL} />
        <Column source="reason" disableSort />
        <Column source="recurrence" disableSort render={(request) => <Terms request={request} />} />
        <Column source="requested_by" disableSort render={(request) => request.requested_by.name} />
        <Column source="requested_at" render={(request) => formatDate(request.requested_at, 'date')} />
        <Column source="status" render={(request) => <Decision request={request} />} />
        <Column source="decision" disableSort render={(request) => <FundingRequestActions request={request} />} />
      </ResponsiveDataTable>
    </CreatableList>
  );
};

export default FundingRequestList;
