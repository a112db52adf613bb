import { Alert, Paper, Stack } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import type { SpendRequest } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { Fact } from '../../layout/detail/Fact';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { cardPaths } from '../cards/paths';
import { requestPaths } from './paths';
import { RequestActions } from './RequestActions';
import { RequestTargetNow } from './RequestTargetNow';
import { requesterName } from './requestText';

const F = 'resources.requests.fields';

const RequestFacts = ({ request }: { request: SpendRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: number | null) => (amount === null ? '-' : <Money amount={amount} currency={request.currency} showZero />);
  const day = (value: string | null, format: 'date' | 'dateTime' = 'date') => (value ? formatDate(value, format, locale) : '-');
  return (
    <Stack spacing={2}>
      {request.status === 'declined' && request.decline_reason && (
        <Alert severity="error" role="status">
          {translate(`${F}.decline_reason`)}: {request.decline_reason}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label={translate(`${F}.status`)}>
            <StatusChip family="request" status={request.status} />
          </Fact>
          <Fact label={translate(`${F}.kind`)}>{translate(`resources.requests.kind.${request.kind}`)}</Fact>
          <Fact label={translate(`${F}.requester`)}>{requesterName(request)}</Fact>
          <Fact label={translate(`${F}.created_at`)}>{day(request.created_at, 'dateTime')}</Fact>
          {request.kind === 'card' ? (
            <>
              <Fact label={translate(`${F}.card_type`)}>{translate(`resources.requests.card_type.${request.card_type ?? 'virtual'}`)}</Fact>
              <Fact label={translate(`${F}.purpose`)}>{request.purpose ?? '-'}</Fact>
              <Fact label={translate(`${F}.requested_limit`)}>{money(request.requested_limit)}</Fact>
            </>
          ) : (
            <>
              <Fact label={translate(`${F}.target`)}>{request.target_name ?? '-'}</Fact>
              <Fact label={translate(`${F}.new_amount`)}>
                <span data-testid="request-new-amount">{money(request.new_amount)}</span>
              </Fact>
              <Fact label={translate(`${F}.duration`)}>{translate(`resources.requests.duration.${request.duration ?? 'permanent'}`)}</Fact>
              {request.duration === 'temporary' && <Fact label={translate(`${F}.ends_on`)}>{day(request.ends_on)}</Fact>}
            </>
          )}
          <Fact label={translate(`${F}.reason`)}>{request.reason}</Fact>
          {request.decided_by && <Fact label={translate(`${F}.decided_by`)}>{request.decided_by}</Fact>}
          {request.decided_at && <Fact label={translate(`${F}.decided_at`)}>{day(request.decided_at, 'dateTime')}</Fact>}
          {request.reverted_at && <Fact label={translate(`${F}.reverted_at`)}>{day(request.reverted_at, 'dateTime')}</Fact>}
          {request.card_id !== null && (
            <Fact label={translate(`${F}.card`)}>
              <Link to={cardPaths.detail(request.card_id)}>{translate('resources.requests.actions.view_card')}</Link>
            </Fact>
          )}
        </Stack>
      </Paper>
      {request.status === 'pending' && <RequestTargetNow request={request} />}
    </Stack>
  );
};

/** `/requests/overview/{id}`: one card or limit request with its decision, and the steps this user may take. */
const RequestShow = () => {
  const { tab, id } = useParams();
  const translate = useTranslate();
  if (!id || tab !== 'overview') return <Navigate to={requestPaths.list} replace />;
  return (
    <ShowRecord<SpendRequest> resource="requests" id={Number(id)} notFound={{ kind: 'request', listPath: requestPaths.list }}>
      {(request) => {
        const title = translate('resources.requests.detail_title', { person: requesterName(request) });
        return (
          <DetailTabsLayout
            title={title}
            tabs={[{ label: 'resources.requests.tabs.overview', path: requestPaths.detail(request.id) }]}
            breadcrumbs={[{ label: translate('resources.requests.title'), path: requestPaths.list }, { label: title }]}
            actions={<RequestActions request={request} />}
          >
            <RequestFacts request={request} />
          </DetailTabsLayout>
        );
      }}
    </ShowRecord>
  );
};

export default RequestShow;
