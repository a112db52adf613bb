import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatDate } from '../../../domain/dates';
import { displayFullName } from '../../../domain/display';

/**
 * What an undecided expense still waits for, in order (the API's `waiting_for`, one rule with the
 * app: `src/domain/expenseReview.ts`), naming who can approve it.
 */
export const ExpenseWaiting = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (expense.waiting_for.length === 0) return null;
  const approvers = (expense.approvers ?? []).map((person) => displayFullName(person.first_name, person.last_name));
  const text = (item: Expense['waiting_for'][number]) => {
    if (item === 'period')
      return translate('spendboard.expenses.waiting.period', { date: formatDate(expense.locked_until, 'date', locale) });
    if (item !== 'approver') return translate(`spendboard.expenses.waiting.${item}`);
    return approvers.length > 0
      ? translate('spendboard.expenses.waiting.approver', { names: approvers.join(', ') })
      : translate('spendboard.expenses.waiting.no_approver');
  };
  return (
    <Stack component="section" aria-labelledby={`expense-${expense.id}-waiting`}>
      <Typography id={`expense-${expense.id}-waiting`} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('spendboard.expenses.waiting.title')}
      </Typography>
      <List dense disablePadding sx={{ listStyleType: 'decimal', paddingInlineStart: 3 }}>
        {expense.waiting_for.map((item) => (
          <ListItem key={item} disableGutters sx={{ display: 'list-item' }}>
            <ListItemText primary={text(item)} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
};
