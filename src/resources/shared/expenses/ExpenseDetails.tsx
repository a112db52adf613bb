import { Alert, Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { maskCardNumber } from '../../../domain/cards';
import { formatDate } from '../../../domain/dates';
import { expenseLock } from '../../../domain/expenseReview';
import { displayFullName } from '../../../domain/display';
import { Fact } from '../../../layout/detail/Fact';
import { useActiveCompanyName } from '../../../layout/company-switcher/useActiveCompanyName';
import { Money } from '../../../layout/Money';
import { StatusChip } from '../../../layout/StatusChip';
import { usePermission } from '../../../providers/access/usePermissions';
import { retryUnlessNotFound } from '../../../providers/queryClient';
import { mccLabel } from '../../cards/mccCategories';
import { ExpenseCoding, ExpenseLockedNote, ExpenseLockedPeriodNote } from './ExpenseCoding';
import { ExpenseDecision } from './ExpenseDecision';
import { ExpenseDispute } from './ExpenseDispute';
import { ExpenseReceipt } from './ExpenseReceipt';
import { ExpenseSpenderSteps } from './ExpenseSpenderSteps';
import { ExpenseTrail } from './ExpenseTrail';
import { ExpenseWaiting } from './ExpenseWaiting';
import { useExpenseStatusText } from './useExpenseStatusText';

const ExpenseNotFound = () => {
  const translate = useTranslate();
  const company = useActiveCompanyName();
  return (
    <Alert severity="warning" role="status">
      {company
        ? translate('spendboard.detail.not_found.in_company.expense', { company })
        : translate('spendboard.detail.not_found.in_this_company.expense')}
    </Alert>
  );
};

/** The drawer's content: the expense named by the drawer, with its decision, receipt, coding and trail. */
const ExpenseDetails = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const statusText = useExpenseStatusText();
  const { identity } = useGetIdentity();
  const canUpdate = usePermission('update expenses');
  const { data: expense, isPending, error } = useGetOne<Expense>('expenses', { id: Number(id) }, { retry: retryUnlessNotFound });
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if ((error as { status?: number } | null)?.status === 404 || (!error && !expense)) return <ExpenseNotFound />;
  if (error || !expense) {
    return <Alert severity="error">{translate('spendboard.errors.unexpected')}</Alert>;
  }
  const field = (name: string) => translate(`resources.expenses.fields.${name}`);
  const spenderEmail = expense.member?.email?.toLowerCase();
  const isSpender = spenderEmail !== undefined && spenderEmail === String(identity?.email ?? '').toLowerCase();
  // A closed status, or a day on or before the lock date (`locked_until`): the API refuses any change (422).
  const lock = expenseLock(expense.status, expense.spent_at, expense.locked_until);
  const closed = lock !== null;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography component="h3" variant="h6">
          {expense.merchant}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          <Money amount={expense.amount} currency={expense.currency} />
        </Typography>
      </Box>
      <Fact label={field('status')}>
        <StatusChip family="expense" status={expense.status} />
      </Fact>
      {expense.rejection_reason && <Fact label={translate('spendboard.expenses.detail.rejection_reason')}>{expense.rejection_reason}</Fact>}
      <ExpenseDecision expense={expense} />
      <ExpenseSpenderSteps expense={expense} isSpender={isSpender} />
      <ExpenseWaiting expense={expense} />
      <Fact label={field('spent_at')}>{formatDate(expense.spent_at, 'dateTime')}</Fact>
      <Fact label={translate('spendboard.expenses.detail.category')}>{translate(mccLabel(expense.category))}</Fact>
      <Fact label={field('member')}>{displayFullName(expense.member?.first_name, expense.member?.last_name)}</Fact>
      <Fact label={field('card')}>
        {expense.card ? maskCardNumber(expense.card.number) : translate('spendboard.expenses.detail.no_card')}
      </Fact>
      <Fact label={translate('spendboard.expenses.detail.vat_amount')}>
        {expense.vat_amount === null ? '-' : <Money amount={expense.vat_amount} currency={expense.currency} />}
      </Fact>
      <Fact label={translate('spendboard.expenses.detail.recorded_at')}>{formatDate(expense.created_at, 'dateTime')}</Fact>
      <ExpenseDispute expense={expense} />
      <Divider />
      <ExpenseReceipt expense={expense} canChange={!closed && (isSpender || canUpdate === true)} />
      <Divider />
      {lock === 'closed' && <ExpenseLockedNote status={statusText(expense.status)} />}
      {lock === 'lock_date' && <ExpenseLockedPeriodNote date={formatDate(expense.locked_until, 'date', locale)} />}
      <ExpenseCoding expense={expense} canEdit={!closed && canUpdate === true} />
      <Divider />
      <ExpenseTrail expense={expense} />
    </Stack>
  );
};

export default ExpenseDetails;
