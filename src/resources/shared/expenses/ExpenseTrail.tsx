import { Box, Button, Divider, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatDate } from '../../../domain/dates';
import { useErrorDialog } from '../../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import type { ExpenseActivity } from '../../../providers/data/methods/expenses';
import { familyQueryKeys } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useExpenseStatusText } from './useExpenseStatusText';

const COMMENT_MAX = 1000;

/** One entry in words: what happened (a status step, a change, a receipt, a comment). */
function useEntryText() {
  const translate = useTranslate();
  const statusText = useExpenseStatusText();
  const none = translate('spendboard.expenses.trail.empty_value');
  return (entry: ExpenseActivity): string[] => {
    switch (entry.kind) {
      case 'created':
        return [translate('spendboard.expenses.trail.created')];
      case 'status':
        return [
          translate('spendboard.expenses.trail.status', { from: statusText(entry.from_status!), to: statusText(entry.to_status!) }),
          ...(entry.text ? [entry.text] : []),
        ];
      case 'change':
      case 'automation':
        return [
          ...(entry.kind === 'automation' ? [translate('spendboard.expenses.trail.automation', { text: entry.text ?? '' })] : []),
          ...(entry.changes ?? []).map((change) =>
            translate('spendboard.expenses.trail.change', { field: change.field, from: change.from ?? none, to: change.to ?? none }),
          ),
        ];
      case 'receipt': {
        const change = entry.changes?.[0];
        const kind = change?.to === null ? 'receipt_removed' : change?.from ? 'receipt_replaced' : 'receipt_added';
        return [translate(`spendboard.expenses.trail.${kind}`, { name: entry.text ?? '' })];
      }
      case 'comment':
        return [entry.text ?? ''];
      case 'synced':
      case 'sync_failed':
      case 'compliance':
        return [translate(`spendboard.expenses.trail.${entry.kind}`, { text: entry.text ?? '' })];
    }
  };
}

const CommentForm = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: (comment: string) => dataProvider.commentOnExpense(expense.id, comment),
    onSuccess: async () => {
      setText('');
      notice('expense_commented', { merchant: expense.merchant });
      await queryClient.invalidateQueries({ queryKey: familyQueryKeys.expenseActivity(expense.id) });
    },
    onError: showError,
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setMissing(true);
          return;
        }
        send.mutate(text.trim());
      }}
    >
      <Stack spacing={1} sx={{ alignItems: 'start' }}>
        <TextField
          label={translate('spendboard.expenses.trail.comment')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? translate('spendboard.expenses.trail.comment_required') : undefined}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        />
        <Button type="submit" variant="outlined" disabled={send.isPending}>
          {translate('spendboard.expenses.trail.comment_send')}
        </Button>
      </Stack>
    </Box>
  );
};

/** The audit trail, the approval trail and the comments of an expense, oldest first, with a comment box. */
export const ExpenseTrail = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const entryText = useEntryText();
  // Every write to the expense refreshes (react-admin's refresh invalidates this query too).
  const { data: entries = [] } = useQuery({
    queryKey: familyQueryKeys.expenseActivity(expense.id),
    queryFn: () => dataProvider.expenseActivity(expense.id),
  });
  return (
    <Stack spacing={1} component="section" aria-labelledby={`expense-${expense.id}-trail`}>
      <Typography id={`expense-${expense.id}-trail`} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('spendboard.expenses.trail.title')}
      </Typography>
      <List dense disablePadding>
        {entries.map((entry, index) => (
          <Box component="li" key={`${entry.kind}-${entry.id}`} sx={{ listStyle: 'none' }}>
            {index > 0 && <Divider component="div" />}
            <ListItem component="div" disableGutters alignItems="flex-start">
              <ListItemText
                primary={entryText(entry).map((line, lineIndex) => (
                  <Typography key={lineIndex} component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                    {line}
                  </Typography>
                ))}
                secondary={
                  entry.actor
                    ? translate('spendboard.expenses.trail.by', { when: formatDate(entry.at, 'dateTime', locale), actor: entry.actor })
                    : formatDate(entry.at, 'dateTime', locale)
                }
              />
            </ListItem>
          </Box>
        ))}
      </List>
      <CommentForm expense={expense} />
    </Stack>
  );
};
