import { useLocaleState, useTranslate } from 'react-admin';

/** A VAT return's tax period by name: 'Q4 2026' for `2026-Q4`, the month's name in the active language for `2026-11`. */
export function useVatPeriodName() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (period: string) => {
    const quarter = /^(\d{4})-Q(\d)$/.exec(period);
    if (quarter) return translate('spendboard.vat_return.quarter', { quarter: quarter[2], year: quarter[1] });
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));
  };
}
