import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { FundingRequest } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { fundingApprovalPreview } from '../../domain/fundingPreview';
import { fundingStepsFor, type FundingStep } from '../../domain/fundingRequestLifecycle';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { ReasonDialog } from '../../layout/dialogs/ReasonDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { usePermission } from '../../providers/access/usePermissions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { useLimit } from '../shared/limits/useLimit';
import { fundingDecisionAlso } from './fundsWrites';

const T = 'resources.funding-requests';

const ACTION: Record<FundingStep, 'approve' | 'decline' | 'withdraw'> = { approved: 'approve', declined: 'decline', withdrawn: 'withdraw' };
const NOTICE = { approved: 'funding_approved', declined: 'funding_declined', withdrawn: 'funding_withdrawn' } as const;

/**
 * How the funds arrive, from the target's limit (a limit mode's limit rises, anything else gets a
 * transfer from the wallet), with every balance before → after and what the wallet lacks, if anything.
 */
const ApproveHow = ({ request }: { request: FundingRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isCompany = request.target.type === 'company';
  const limit = useLimit(request.target.type, isCompany ? undefined : request.target.id);
  const wallet = useLimit('company', undefined);
  const money = (amount: number) => formatMoney(amount, request.currency, locale);
  const args = { amount: money(request.amount), target: request.target.name };
  if (!limit.data || !wallet.data) return <>{translate('spendboard.loading')}</>;
  const how = isCompany ? 'approve_wallet' : limit.data.mode === 'limit' ? 'approve_limit' : 'approve_transfer';
  const preview = fundingApprovalPreview({ type: request.target.type, limit: limit.data }, wallet.data, request.amount);
  return (
    <>
      {translate(`${T}.actions.${how}`, args)}
      {preview.changes.map((change) => (
        <Box key={change.subject} component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
          {translate(`${T}.actions.change_${change.subject}`, {
            target: request.target.name,
            before: money(change.before),
            after: money(change.after),
          })}
        </Box>
      ))}
      {preview.shortfall > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
          {translate(`${T}.actions.wallet_short`, { short: money(preview.shortfall) })}
        </Box>
      )}
    </>
  );
};

/** What approving does, from the request: how the funds arrive; monthly; temporary; who is told. */
function approveConsequences(request: FundingRequest, translate: ReturnType<typeof useTranslate>, locale: string): ReactNode[] {
  return [
    <ApproveHow key="how" request={request} />,
    ...(request.recurrence === 'monthly' ? [translate(`${T}.actions.approve_monthly`)] : []),
    ...(request.duration === 'temporary' && request.end_date
      ? [translate(`${T}.actions.approve_temporary`, { day: formatDate(request.end_date, 'date', locale) })]
      : []),
    translate(`${T}.actions.notify`, { name: request.requested_by.name }),
  ];
}

/**
 * A request's buttons: Approve and Decline (with a reason) for a holder of `organize funding
 * requests` who did not ask for it, Withdraw for the requester while it is pending; a pending
 * request the user cannot decide says why (their own, or no permission). Each asks first.
 */
export const FundingRequestActions = ({ request }: { request: FundingRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const canOrganize = usePermission('organize funding requests');
  const [step, setStep] = useState<FundingStep | null>(null);
  if (request.status !== 'pending') return null;
  const steps = fundingStepsFor(request, { isRequester: request.is_own, canOrganize: Boolean(canOrganize) });
  const args = { amount: formatMoney(request.amount, request.currency, locale), target: request.target.name };
  const why = request.is_own ? `${T}.own_request` : canOrganize ? null : `${T}.cannot_decide`;

  const confirm = async (to: FundingStep, reason?: string) => {
    const decided = await dataProvider.decideFundingRequest(request.id, { status: to, ...(to === 'declined' ? { reason } : {}) });
    applyWrittenRecord('funding-requests', decided);
    // The money it moved: read again (those on screen) before the dialog closes.
    await Promise.all(fundingDecisionAlso(decided).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      {steps.map((to) => (
        <Button
          key={to}
          size="small"
          variant={to === 'approved' ? 'contained' : 'outlined'}
          color={to === 'approved' ? 'primary' : 'inherit'}
          onClick={() => setStep(to)}
          aria-label={`${translate(`${T}.actions.${ACTION[to]}`)}: ${request.target.name}, ${args.amount}`}
        >
          {translate(`${T}.actions.${ACTION[to]}`)}
        </Button>
      ))}
      {why && steps.every((to) => to === 'withdrawn') && (
        <Typography variant="caption" color="text.secondary">
          {translate(why)}
        </Typography>
      )}
      {step === 'declined' ? (
        <ReasonDialog
          open
          onClose={() => setStep(null)}
          title={translate(`${T}.actions.decline_title`, args)}
          message={translate(`${T}.actions.decline_question`, args)}
          consequences={[translate(`${T}.actions.notify`, { name: request.requested_by.name })]}
          label={`${T}.actions.reason`}
          requiredMessage={`${T}.actions.reason_required`}
          confirmLabel={translate(`${T}.actions.decline`)}
          onConfirm={(reason) => confirm('declined', reason)}
          successNotice={{ notice: NOTICE.declined, args }}
        />
      ) : step ? (
        <ConfirmDialog
          open
          onClose={() => setStep(null)}
          title={translate(`${T}.actions.${ACTION[step]}_title`, args)}
          message={translate(`${T}.actions.${ACTION[step]}_question`, args)}
          consequences={
            step === 'approved'
              ? approveConsequences(request, translate, locale)
              : [translate(`${T}.actions.notify`, { name: request.requested_by.name })]
          }
          confirmLabel={translate(`${T}.actions.${ACTION[step]}`)}
          destructive={step !== 'approved'}
          onConfirm={() => confirm(step)}
          onSuccess={() => notice(NOTICE[step], args)}
        />
      ) : null}
    </Stack>
  );
};
