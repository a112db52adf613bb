import { Alert, Button, Paper, Stack } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import type { Dispute } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { isDisputeEditable, needsDisputeFile } from '../../domain/disputes';
import { CreditRate } from '../../layout/CreditRate';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { Fact } from '../../layout/detail/Fact';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { Money } from '../../layout/Money';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { StatusChip } from '../../layout/StatusChip';
import { usePermission } from '../../providers/access/usePermissions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { expenseLink } from '../shared/expenses';
import { DisputeFiles } from './DisputeFiles';
import { DISPUTE_WRITE_ALSO } from './disputeWrites';
import { DisputeFormDialog } from './DisputeFormDialog';
import { disputePaths } from './paths';

const F = 'resources.disputes.fields';

/** Change and Submit, while the dispute is unsubmitted and the user may organize disputes. */
const DisputeActions = ({ dispute }: { dispute: Dispute }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const canOrganize = usePermission('organize disputes');
  const [editing, setEditing] = useDialogOpen();
  const [submitting, setSubmitting] = useDialogOpen();
  if (!canOrganize || !isDisputeEditable(dispute.status)) return null;
  const money = (amount: number) => formatMoney(amount, dispute.currency, locale);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {translate('resources.disputes.actions.edit')}
      </Button>
      <Button variant="contained" onClick={() => setSubmitting(true)}>
        {translate('resources.disputes.actions.submit')}
      </Button>
      <DisputeFormDialog open={editing} onClose={() => setEditing(false)} expense={dispute.expense} record={dispute} />
      <ConfirmDialog
        open={submitting}
        onClose={() => setSubmitting(false)}
        destructive={false}
        title={translate('resources.disputes.submit.title', { merchant: dispute.expense.merchant })}
        message={translate('resources.disputes.submit.question')}
        consequences={[
          translate('resources.disputes.submit.amount', { amount: money(dispute.amount), total: money(dispute.expense.amount) }),
          translate('resources.disputes.submit.locked'),
          translate('resources.disputes.submit.decision'),
        ]}
        confirmLabel={translate('resources.disputes.actions.submit')}
        onConfirm={async () => applyWritten('disputes', await dataProvider.submitDispute(dispute.id), DISPUTE_WRITE_ALSO)}
        onSuccess={() => notice('dispute_submitted', { merchant: dispute.expense.merchant, amount: money(dispute.amount) })}
      />
    </Stack>
  );
};

const DisputeFacts = ({ dispute }: { dispute: Dispute }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canOrganize = usePermission('organize disputes');
  const day = (value: string | null, format: 'date' | 'dateTime' = 'date') => (value ? formatDate(value, format, locale) : '-');
  const editable = isDisputeEditable(dispute.status);
  return (
    <Stack spacing={2}>
      {!editable && (
        <Alert severity="info" role="status">
          {translate('resources.disputes.help.locked')}
        </Alert>
      )}
      {editable && needsDisputeFile(dispute.reason) && dispute.files.length === 0 && (
        <Alert severity="warning" role="status">
          {translate('resources.disputes.help.needs_file')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Fact label={translate(`${F}.status`)}>
            <span data-testid="dispute-status">
              <StatusChip family="dispute" status={dispute.status} />
            </span>
          </Fact>
          <Fact label={translate(`${F}.expense`)}>
            <Link to={expenseLink({ pathname: '/expenses', search: '' }, dispute.expense.id)}>
              {dispute.expense.merchant} · {formatMoney(dispute.expense.amount, dispute.expense.currency, locale)}
            </Link>
          </Fact>
          <Fact label={translate(`${F}.spent_at`)}>{day(dispute.expense.spent_at)}</Fact>
          <Fact label={translate(`${F}.reason`)}>{translate(`resources.disputes.reason.${dispute.reason}`)}</Fact>
          <Fact label={translate(`${F}.amount`)}>
            <Money amount={dispute.amount} currency={dispute.currency} />
            {dispute.is_partial ? ` (${translate('resources.disputes.partial')})` : ''}
          </Fact>
          {editable && <Fact label={translate(`${F}.window_ends_on`)}>{day(dispute.window_ends_on)}</Fact>}
          {dispute.duplicate_expense_id !== null && (
            <Fact label={translate(`${F}.duplicate_expense_id`)}>
              <Link to={expenseLink({ pathname: '/expenses', search: '' }, dispute.duplicate_expense_id)}>
                #{dispute.duplicate_expense_id}
              </Link>
            </Fact>
          )}
          {dispute.expected_on && <Fact label={translate(`${F}.expected_on`)}>{day(dispute.expected_on)}</Fact>}
          {dispute.cancelled_on && <Fact label={translate(`${F}.cancelled_on`)}>{day(dispute.cancelled_on)}</Fact>}
          {dispute.cancellation_policy && <Fact label={translate(`${F}.cancellation_policy`)}>{dispute.cancellation_policy}</Fact>}
          {dispute.explanation && <Fact label={translate(`${F}.explanation`)}>{dispute.explanation}</Fact>}
          <Fact label={translate(`${F}.created_by`)}>{dispute.created_by ?? '-'}</Fact>
          <Fact label={translate(`${F}.created_at`)}>{day(dispute.created_at, 'dateTime')}</Fact>
          {dispute.submitted_at && <Fact label={translate(`${F}.submitted_at`)}>{day(dispute.submitted_at, 'dateTime')}</Fact>}
          {dispute.decided_at && <Fact label={translate(`${F}.decided_at`)}>{day(dispute.decided_at, 'dateTime')}</Fact>}
          {dispute.credited_amount !== null && (
            <Fact label={translate(`${F}.credited_amount`)}>
              <span data-testid="dispute-credited">
                <Money amount={dispute.credited_amount} currency={dispute.currency} />
              </span>
              <CreditRate
                amount={dispute.credited_amount}
                currency={dispute.currency}
                at={dispute.decided_at ?? dispute.created_at}
                exchange={dispute.credit_exchange}
              />
            </Fact>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DisputeFiles dispute={dispute} canChange={editable && canOrganize} />
      </Paper>
    </Stack>
  );
};

/** `/disputes/overview/{id}`: a dispute, its evidence and files; change and submit while unsubmitted; the outcome and the credit after. */
const DisputeShow = () => {
  const { tab, id } = useParams();
  const translate = useTranslate();
  if (!id || tab !== 'overview') return <Navigate to={disputePaths.list} replace />;
  return (
    <ShowRecord<Dispute> resource="disputes" id={Number(id)} notFound={{ kind: 'dispute', listPath: disputePaths.list }}>
      {(dispute) => {
        const title = translate('resources.disputes.detail_title', { merchant: dispute.expense.merchant });
        return (
          <DetailTabsLayout
            title={title}
            tabs={[{ label: 'resources.disputes.tabs.overview', path: disputePaths.detail(dispute.id) }]}
            breadcrumbs={[{ label: translate('resources.disputes.title'), path: disputePaths.list }, { label: title }]}
            actions={<DisputeActions dispute={dispute} />}
          >
            <DisputeFacts dispute={dispute} />
          </DetailTabsLayout>
        );
      }}
    </ShowRecord>
  );
};

export default DisputeShow;
