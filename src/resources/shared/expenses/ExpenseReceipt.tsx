import { useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { formatDate } from '../../../domain/dates';
import { fileAcceptAttribute, uploadProblem } from '../../../domain/fileFormats';
import { ConfirmDialog } from '../../../layout/dialogs/ConfirmDialog';
import { FilePreview } from '../../../layout/files/FilePreview';
import { useErrorDialog } from '../../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../../layout/navigation/useOpenUntilNavigation';
import { useAllowedFormats } from '../../../providers/access/useAllowedFormats';
import { fieldErrorsOf } from '../../../providers/public/formErrors';
import { companyQueryKey } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../../providers/data/writtenRecord';
import { expenseWriteAlso } from './expenseWrites';

/** The receipt's file, fetched once per upload. */
const ReceiptPreview = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const receipt = expense.receipt!;
  const { data: file } = useQuery({
    queryKey: companyQueryKey('expense-receipt', expense.id, receipt.uploaded_at),
    queryFn: () => dataProvider.expenseReceiptFile(expense.id),
    staleTime: Infinity,
  });
  return (
    <FilePreview
      file={file}
      fileName={receipt.file_name}
      contentType={receipt.content_type}
      label={translate('spendboard.expenses.receipt.preview', { merchant: expense.merchant })}
    />
  );
};

type ReceiptSectionProps = {
  expense: Expense;
  /** The spender or a holder of `update expenses`, on an expense that is not closed. */
  canChange: boolean;
};

/**
 * The receipt of an expense: a preview (image or PDF), and for whoever may change it an upload,
 * replace and remove (with a confirmation stating what the removal means). Files are checked against
 * the company's allowed formats and 5 MB before they are sent; the API checks them again.
 */
export const ExpenseReceipt = ({ expense, canChange }: ReceiptSectionProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const { formats } = useAllowedFormats();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [confirmOpen, setConfirmOpen] = useDialogOpen();
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.uploadExpenseReceipt(expense.id, file),
    onSuccess: (saved, file) => {
      notice('receipt_uploaded', { name: file.name, merchant: expense.merchant });
      // The preview's key holds the upload time: the new file is read once, under its own key.
      applyWritten('expenses', saved, expenseWriteAlso(expense.id));
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setProblem(Object.values(fieldErrors)[0] ?? null);
      else showError(error);
    },
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const problem = uploadProblem(file, formats);
    if (problem) setProblem(translate(`spendboard.expenses.receipt.${problem}`, { formats: formats.join(', ') }));
    else upload.mutate(file);
  };
  const receipt = expense.receipt;
  const uploadLabel = receipt ? 'spendboard.expenses.receipt.replace' : 'spendboard.expenses.receipt.upload';
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`expense-${expense.id}-receipt`}>
      <Typography id={`expense-${expense.id}-receipt`} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('spendboard.expenses.receipt.title')}
      </Typography>
      {receipt ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('spendboard.expenses.receipt.uploaded', {
              name: receipt.file_name,
              date: formatDate(receipt.uploaded_at, 'dateTime'),
            })}
          </Typography>
          <ReceiptPreview expense={expense} />
        </>
      ) : (
        <Alert severity={expense.receipt_required ? 'warning' : 'info'} role="status">
          {translate('spendboard.expenses.receipt.none')}
          {expense.receipt_required ? ` ${translate('spendboard.expenses.receipt.required')}` : ''}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {canChange && (
        <Stack direction="row" spacing={1}>
          <input
            ref={input}
            type="file"
            hidden
            accept={fileAcceptAttribute(formats)}
            aria-label={translate(uploadLabel)}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {translate(uploadLabel)}
          </Button>
          {receipt && (
            <Button color="error" disabled={upload.isPending || removing} onClick={() => setConfirmOpen(true)}>
              {translate('spendboard.expenses.receipt.remove')}
            </Button>
          )}
        </Stack>
      )}
      {receipt && (
        <ConfirmDialog
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          title={translate('spendboard.expenses.receipt.remove_title', { name: receipt.file_name })}
          message={translate('spendboard.expenses.receipt.remove_question', {
            merchant: expense.merchant,
            amount: formatMoney(expense.amount, expense.currency, locale),
          })}
          consequences={[
            ...(expense.receipt_required ? [translate('spendboard.expenses.receipt.remove_needed')] : []),
            translate('spendboard.expenses.receipt.remove_trail'),
          ]}
          confirmLabel={translate('spendboard.expenses.receipt.remove')}
          onConfirm={async () => {
            setRemoving(true);
            try {
              applyWritten('expenses', await dataProvider.removeExpenseReceipt(expense.id), expenseWriteAlso(expense.id));
            } finally {
              setRemoving(false);
            }
          }}
          onSuccess={() => {
            notice('receipt_removed', { name: receipt.file_name, merchant: expense.merchant });
          }}
        />
      )}
    </Stack>
  );
};
