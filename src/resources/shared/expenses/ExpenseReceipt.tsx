import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { formatMoney } from '../../../domain/amounts';
import { formatDate } from '../../../domain/dates';
import { ConfirmDialog } from '../../../layout/dialogs/ConfirmDialog';
import { FileSection, StoredFilePreview, UploadButton, useFileUpload } from '../../../layout/files/FileSection';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../../layout/navigation/useOpenUntilNavigation';
import { companyQueryKey } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../../providers/data/writtenRecord';
import { expenseWriteAlso } from './expenseWrites';

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
  const [removing, setRemoving] = useState(false);
  const [confirmOpen, setConfirmOpen] = useDialogOpen();
  const upload = useFileUpload({
    send: (file) => dataProvider.uploadExpenseReceipt(expense.id, file),
    onSent: (saved, file) => {
      notice('receipt_uploaded', { name: file.name, merchant: expense.merchant });
      // The preview's key holds the upload time: the new file is read once, under its own key.
      applyWritten('expenses', saved, expenseWriteAlso(expense.id));
    },
    problemTexts: 'spendboard.expenses.receipt',
  });
  const receipt = expense.receipt;
  const uploadLabel = receipt ? 'spendboard.expenses.receipt.replace' : 'spendboard.expenses.receipt.upload';
  return (
    <FileSection
      id={`expense-${expense.id}-receipt`}
      title={translate('spendboard.expenses.receipt.title')}
      headingLevel="h4"
      problem={upload.problem}
      actions={
        canChange ? (
          <Stack direction="row" spacing={1}>
            {upload.picker(translate(uploadLabel))}
            <UploadButton label={translate(uploadLabel)} pending={upload.isPending} onClick={() => upload.pick()} />
            {receipt && (
              <Button color="error" disabled={upload.isPending || removing} onClick={() => setConfirmOpen(true)}>
                {translate('spendboard.expenses.receipt.remove')}
              </Button>
            )}
          </Stack>
        ) : null
      }
    >
      {receipt ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('spendboard.expenses.receipt.uploaded', {
              name: receipt.file_name,
              date: formatDate(receipt.uploaded_at, 'dateTime'),
            })}
          </Typography>
          <StoredFilePreview
            queryKey={companyQueryKey('expense-receipt', expense.id, receipt.uploaded_at)}
            read={() => dataProvider.expenseReceiptFile(expense.id)}
            fileName={receipt.file_name}
            contentType={receipt.content_type}
            label={translate('spendboard.expenses.receipt.preview', { merchant: expense.merchant })}
          />
        </>
      ) : (
        <Alert severity={expense.receipt_required ? 'warning' : 'info'} role="status">
          {translate('spendboard.expenses.receipt.none')}
          {expense.receipt_required ? ` ${translate('spendboard.expenses.receipt.required')}` : ''}
        </Alert>
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
    </FileSection>
  );
};
