import { Chip, Stack } from '@mui/material';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';

/**
 * The flags of an expense row: its receipt (on file, missing where its category needs one, or none)
 * and a missing coding while it still waits for one. Text, not colour alone, says which.
 */
export const ExpenseMarkers = ({ expense }: { expense: Expense }) => {
  const translate = useTranslate();
  const receiptKey = expense.receipt ? 'receipt' : expense.receipt_required ? 'receipt_missing' : 'no_receipt';
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        // The text keeps the body colour (contrast); the border and icon carry the warning.
        icon={<ReceiptOutlined color={receiptKey === 'receipt_missing' ? 'warning' : receiptKey === 'receipt' ? 'success' : 'disabled'} />}
        sx={receiptKey === 'receipt_missing' ? { borderColor: 'warning.main' } : undefined}
        label={translate(`spendboard.expenses.markers.${receiptKey}`)}
      />
      {expense.waiting_for.includes('coding') && (
        <Chip
          size="small"
          variant="outlined"
          sx={{ borderColor: 'warning.main' }}
          label={translate('spendboard.expenses.markers.not_coded')}
        />
      )}
    </Stack>
  );
};
