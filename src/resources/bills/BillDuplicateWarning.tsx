import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Bill } from '../../api/schema';
import { formatDate } from '../../domain/dates';

/** A value that settles a moment after typing stops (so the duplicate check asks once per pause). */
function useSettled<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Warns while the form is filled in when the vendor already has a bill with this invoice number (case
 * and spaces ignored, the mock's one rule), naming it; saving is still allowed, and the bill is flagged.
 */
export const BillDuplicateWarning = ({ recordId }: { recordId?: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const vendorId = useWatch({ name: 'vendor_id' }) as number | undefined;
  const invoiceNumber = useSettled(String((useWatch({ name: 'invoice_number' }) as string | undefined) ?? '').trim());
  const enabled = Boolean(vendorId) && invoiceNumber !== '';
  const { data = [] } = useGetList<Bill>(
    'bills',
    {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { vendor_id: vendorId, invoice_number: invoiceNumber, is_void: 0 },
    },
    { enabled },
  );
  // The first bill with this number (the lowest id), as the mock's duplicate rule names it.
  const first = enabled ? data.filter((bill) => bill.id !== recordId).sort((a, b) => a.id - b.id)[0] : undefined;
  if (!first) return null;
  return (
    <Alert severity="warning" role="status">
      {translate('resources.bills.duplicate.form', {
        number: first.invoice_number,
        vendor: first.vendor_name,
        date: formatDate(first.invoice_date, 'date', locale),
      })}
    </Alert>
  );
};
