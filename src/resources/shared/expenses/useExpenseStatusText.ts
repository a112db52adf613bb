import { useTranslate } from 'react-admin';
import type { ExpenseStatus } from '../../../api/schema';
import { statusChip } from '../../../domain/statusColors';

/** An expense status in words, as its chip says it (authorized reads Approved, §4). */
export function useExpenseStatusText(): (status: ExpenseStatus) => string {
  const translate = useTranslate();
  return (status) => {
    const chip = statusChip('expense', status);
    return chip.labelKey ? translate(chip.labelKey) : chip.text;
  };
}
