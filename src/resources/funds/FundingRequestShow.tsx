import { Alert, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FundingRequest } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { fundingRequestHistory, type FundingHistoryEvent } from '../../domain/fundingRequestHistory';
import { useActiveCompanyName } from '../../layout/company-switcher/useActiveCompanyName';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { Fact } from '../../layout/detail/Fact';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { fundingTargetTypeLabel } from './fundingChoices';
import { FundingRequestActions } from './FundingRequestActions';
import { fundsPaths } from './paths';

const T = 'resources.funding-requests';

/** One line of the history: what happened, by whom and when (a decline with its reason). */
const HistoryLine = ({ event }: { event: FundingHistoryEvent }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = formatDate(event.at, 'dateTime', locale);
  const what =
    event.kind === 'returned'
      ? translate(`${T}.history.returned`, { day })
      : event.by
        ? translate(`${T}.history.${event.kind}`, { by: event.by, day })
        : translate(`${T}.history.${event.kind}_unnamed`, { day });
  return (
    <li>
      <Typography variant="body2">{what}</Typography>
      {'reason' in event && event.reason && (
        <Typography variant="body2" color="text.secondary">
          {event.reason}
        </Typography>
      )}
    </li>
  );
};

/** The request's facts: amount, who it is for, who asked, the company, the status, the terms and the reason. */
const FundingRequestFacts = ({ request }: { request: FundingRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const company = useActiveCompanyName();
  const day = (value: string) => formatDate(value, 'date', locale);
  return (
    <Stack spacing={2}>
      {request.last_run_error && (
        <Alert severity="warning" role="status">
          {request.last_run_error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label={translate(`${T}.fields.amount`)}>
            <span data-testid="funding-request-amount">
              <Money amount={request.amount} currency={request.currency} showZero />
            </span>
          </Fact>
          <Fact label={translate(`${T}.fields.status`)}>
            <StatusChip family="funding" status={request.status} />
          </Fact>
          <Fact label={translate(`${T}.fields.target`)}>
            {request.target.name} · {translate(fundingTargetTypeLabel(request.target.type))}
          </Fact>
          <Fact label={translate(`${T}.fields.requested_by`)}>{request.requested_by.name}</Fact>
          <Fact label={translate(`${T}.fields.company`)}>{company ?? '-'}</Fact>
          <Fact label={translate(`${T}.fields.recurrence`)}>{translate(`${T}.recurrences.${request.recurrence}`)}</Fact>
          <Fact label={translate(`${T}.fields.duration`)}>
            {request.duration === 'temporary' && request.end_date
              ? `${translate(`${T}.durations.temporary`)} · ${day(request.end_date)}`
              : translate(`${T}.durations.permanent`)}
          </Fact>
          {request.runs > 0 && <Fact label={translate(`${T}.fields.runs`)}>{translate(`${T}.runs`, { smart_count: request.runs })}</Fact>}
          {request.next_run_on && (
            <Fact label={translate(`${T}.fields.next_run_on`)}>{translate(`${T}.next_run`, { day: day(request.next_run_on) })}</Fact>
          )}
        </Stack>
        <Stack sx={{ mt: 2 }}>
          <Fact label={translate(`${T}.fields.reason`)}>{request.reason}</Fact>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="funding-request-history" sx={{ p: 2 }}>
        <Typography id="funding-request-history" component="h3" variant="subtitle1" fontWeight={600}>
          {translate(`${T}.history.title`)}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ m: 0, mt: 1, ps: 3 }}>
          {fundingRequestHistory(request).map((event) => (
            <HistoryLine key={`${event.kind}-${event.at}`} event={event} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
};

/**
 * `/funds/overview/{id}`: one funding request (the requester's notification, the approval inbox, the
 * list's row) with its history and the steps this user may take (nobody decides their own request); a
 * request of another company, or none, is the not-found page.
 */
const FundingRequestShow = () => {
  const { tab, id } = useParams();
  const translate = useTranslate();
  if (!id || tab !== 'overview') return <Navigate to={fundsPaths.list} replace />;
  return (
    <ShowRecord<FundingRequest>
      resource="funding-requests"
      id={Number(id)}
      notFound={{ kind: 'funding_request', listPath: fundsPaths.list }}
    >
      {(request) => {
        const title = translate(`${T}.detail_title`, { target: request.target.name });
        return (
          <DetailTabsLayout
            title={title}
            tabs={[{ label: `${T}.tabs.overview`, path: fundsPaths.detail(request.id) }]}
            breadcrumbs={[{ label: translate(`${T}.title`), path: fundsPaths.list }, { label: title }]}
            actions={<FundingRequestActions request={request} />}
          >
            <FundingRequestFacts request={request} />
          </DetailTabsLayout>
        );
      }}
    </ShowRecord>
  );
};

export default FundingRequestShow;
