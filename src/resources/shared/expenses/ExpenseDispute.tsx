import { Button, Stack, Typography } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { isCardServicesActive } from '../../../domain/cardServices';
import { DISPUTE_REASONS } from '../../../domain/contractLists';
import { disputeReasonsFor, refuseDisputeOpen } from '../../../domain/disputes';
import { useDialogOpen } from '../../../layout/navigation/useOpenUntilNavigation';
import { StatusChip } from '../../../layout/StatusChip';
import { usePermission } from '../../../providers/access/usePermissions';
import { useCardServicesState } from '../../../providers/access/useCardServicesState';
import { DisputeFormDialog } from '../../disputes/DisputeFormDialog';
import { disputePaths } from '../../disputes/paths';
import { serverNow } from '../../../providers/serverToday';

/**
 * The expense's dispute section: a disputed expense shows its dispute (amount, status: the outcome)
 * with a link to it; otherwise, for a card expense that can still be disputed (and a user who may
 * organize disputes, with card services on), the Dispute button opens the dispute form.
 */
export const ExpenseDispute = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canOrganize = usePermission('organize disputes');
  const cardServices = useCardServicesState();
  const [opening, setOpening] = useDialogOpen();
  const dispute = expense.dispute;
  const reason = disputeReasonsFor(expense.status, DISPUTE_REASONS)[0] ?? 'fraudulent';
  const refusal = refuseDisputeOpen(
    { status: expense.status, spent_at: expense.spent_at, has_card: expense.card !== null },
    reason,
    serverNow(),
  );
  const open = dispute === null || dispute.status === 'expired';
  const offer =
    open &&
    refusal === null &&
    canOrganize &&
    isCardServicesActive({ enabled: cardServices.enabled, onboardingStatus: cardServices.status });
  if (!dispute && !offer) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby={`expense-${expense.id}-dispute`} data-testid="expense-dispute">
      <Typography id={`expense-${expense.id}-dispute`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('resources.disputes.expense.section')}
      </Typography>
      {dispute && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {translate('resources.disputes.expense.disputed', {
              amount: formatMoney(dispute.amount, expense.currency, locale),
              status: translate(`spendboard.status.dispute.${dispute.status}`),
            })}
          </Typography>
          <StatusChip family="dispute" status={dispute.status} />
          <Link to={disputePaths.detail(dispute.id)}>{translate('resources.disputes.actions.view')}</Link>
        </Stack>
      )}
      {offer && (
        <>
          <Button variant="outlined" sx={{ alignSelf: 'start' }} onClick={() => setOpening(true)}>
            {translate('resources.disputes.actions.dispute')}
          </Button>
          <DisputeFormDialog open={opening} onClose={() => setOpening(false)} expense={expense} />
        </>
      )}
    </Stack>
  );
};
