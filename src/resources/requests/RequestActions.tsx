import { Alert, Button, Stack } from '@mui/material';
import { useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { QueryKey } from '@tanstack/react-query';
import type { SpendRequest } from '../../api/schema';
import type { SpendRequestStep } from '../../providers/data/methods/requests';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { refuseRequestStep, requestStepsFor } from '../../domain/requestLifecycle';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { ReasonDialog } from '../../layout/dialogs/ReasonDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { usePermission } from '../../providers/access/usePermissions';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { limitQueryKey } from '../shared/limits/useLimit';
import { requestAmount, requesterName, requestWhat } from './requestText';
import { targetNowConsequences } from './RequestTargetNow';

/** Whether the signed-in account is the person who asked (same e-mail as the requester). */
export function useIsRequester(request: SpendRequest): boolean {
  const { identity } = useGetIdentity();
  const email = String(identity?.email ?? '').toLowerCase();
  return email !== '' && request.requester?.email.toLowerCase() === email;
}

/**
 * What else a decision changes besides the request (written from the API's answer): an approved card
 * request makes a card, an approved limit request changes a card's or person's limit (and what
 * inherits from it). Marked stale; only the ones on screen are read again.
 */
const REQUEST_DECISION_ALSO: QueryKey[] = [['cards'], ['people'], limitQueryKey()];

/**
 * A request's buttons, as the lifecycle allows for this user (`src/domain/requestLifecycle.ts`, the
 * mock's rule too): approve and decline (with a reason) for `organize requests`, withdraw for the
 * requester. The requester is told why they cannot decide their own request.
 */
export const RequestActions = ({ request }: { request: SpendRequest }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWrittenRecord = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const isRequester = useIsRequester(request);
  const canDecide = usePermission('organize requests');
  const [approving, setApproving] = useDialogOpen();
  const [declining, setDeclining] = useDialogOpen();
  const [withdrawing, setWithdrawing] = useDialogOpen();
  const steps = requestStepsFor(request, isRequester).filter((to) => to === 'withdrawn' || canDecide);
  const person = requesterName(request);
  const named = { person, what: requestWhat(request, translate) };
  const amount = formatMoney(requestAmount(request), request.currency, locale);
  const ownRequest =
    canDecide && isRequester && refuseRequestStep(request, 'approved', { isRequester }) !== null && request.status === 'pending';
  const step = async (to: SpendRequestStep) => {
    const decided = await dataProvider.stepRequest(request.id, to);
    applyWrittenRecord('requests', decided, to.status === 'approved' ? REQUEST_DECISION_ALSO : []);
  };
  const done = (key: 'request_approved' | 'request_declined' | 'request_withdrawn') => () => notice(key, named);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {steps.includes('approved') && (
          <Button variant="contained" onClick={() => setApproving(true)}>
            {translate('resources.requests.actions.approve')}
          </Button>
        )}
        {steps.includes('declined') && (
          <Button variant="outlined" color="error" onClick={() => setDeclining(true)}>
            {translate('resources.requests.actions.decline')}
          </Button>
        )}
        {steps.includes('withdrawn') && (
          <Button variant="outlined" onClick={() => setWithdrawing(true)}>
            {translate('resources.requests.actions.withdraw')}
          </Button>
        )}
      </Stack>
      {ownRequest && (
        <Alert severity="info" role="status" sx={{ maxWidth: 420 }}>
          {translate('resources.requests.own_request')}
        </Alert>
      )}
      <ConfirmDialog
        open={approving}
        onClose={() => setApproving(false)}
        destructive={false}
        title={translate('resources.requests.approve.title', { person })}
        message={translate('resources.requests.approve.question')}
        consequences={[
          request.kind === 'card'
            ? translate('resources.requests.approve.card', {
                type: translate(`resources.requests.card_type.${request.card_type ?? 'virtual'}`),
                purpose: request.purpose ?? '',
                amount,
                person,
              })
            : translate('resources.requests.approve.limit', { target: request.target_name ?? '-', amount }),
          ...targetNowConsequences(request, translate, locale),
          ...(request.duration === 'temporary' && request.ends_on
            ? [translate('resources.requests.approve.temporary', { date: formatDate(request.ends_on, 'date', locale) })]
            : []),
          translate('resources.requests.approve.notified', { person }),
        ]}
        confirmLabel={translate('resources.requests.actions.approve')}
        onConfirm={() => step({ status: 'approved' })}
        onSuccess={done('request_approved')}
      />
      <ReasonDialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={translate('resources.requests.decline.title', { person })}
        message={translate('resources.requests.decline.question')}
        consequences={[translate('resources.requests.decline.consequence', { person })]}
        label="resources.requests.decline.reason"
        requiredMessage="resources.requests.validation.reason"
        confirmLabel={translate('resources.requests.actions.decline')}
        onConfirm={(reason) => step({ status: 'declined', reason })}
        successNotice={{ notice: 'request_declined', args: named }}
      />
      <ConfirmDialog
        open={withdrawing}
        onClose={() => setWithdrawing(false)}
        title={translate('resources.requests.withdraw.title')}
        message={translate('resources.requests.withdraw.question')}
        consequences={[translate('resources.requests.withdraw.consequence')]}
        confirmLabel={translate('resources.requests.actions.withdraw')}
        onConfirm={() => step({ status: 'withdrawn' })}
        onSuccess={done('request_withdrawn')}
      />
    </Stack>
  );
};
