import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import type { ComplianceFlagRecord } from '../../providers/data/methods/compliance';

const T = 'spendboard.compliance.flags';

/**
 * How a flag names one of its records: an expense by its merchant and amount ('Expense at Careem,
 * AED 184.50'), a bill by its vendor, invoice number and total; by number only if it is gone.
 */
export function useFlagRecordLabel(flag: ComplianceFlagRecord): (kind: 'expense' | 'bill', id: number) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const named = new Map((flag.records ?? []).map((record) => [`${record.kind}${record.id}`, record]));
  return (kind, id) => {
    const record = named.get(`${kind}${id}`);
    return record
      ? translate(`${T}.${kind}_record_link`, { name: record.name, amount: formatMoney(record.amount, record.currency, locale) })
      : translate(`${T}.${kind}_link`, { id });
  };
}
