import dayjs from 'dayjs';

/** Spec §9 default date format. */
const DATE_FORMAT = 'DD/MM/YYYY';

/** Only the last 4 digits of a card number are shown: `************4242` → `•••• 4242`. */
export function maskedCardNumber(number: string | null | undefined): string {
  const lastFour = (number ?? '').replace(/\D/g, '').slice(-4);
  return lastFour ? `•••• ${lastFour}` : '••••';
}

/** A card date (API `YYYY-MM-DD` or ISO date-time) as DD/MM/YYYY; undefined when absent. */
export function formatCardDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : undefined;
}
