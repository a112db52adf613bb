/**
 * Purchase order numbers (issue 11): `<prefix>-PO-<5 digits>`, the prefix derived from the
 * company's name (its first word, letters and digits, upper case, at most 6: "Acme Trading LLC" →
 * ACME), the sequence one past the company's highest, so a number is unique in the company.
 */

const SEQUENCE_DIGITS = 5;
const PREFIX_MAX = 6;

/** "Acme Trading LLC" → "ACME", "Nile Foods Trading" → "NILE"; "PO" when the name has no letter or digit. */
export function purchaseOrderPrefix(companyName: string): string {
  const word = companyName
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[^A-Za-z0-9]/g, ''))
    .find((part) => part !== '');
  return (word ?? 'PO').slice(0, PREFIX_MAX).toUpperCase();
}

/** ACME, 12 → "ACME-PO-00012". */
export const purchaseOrderNumber = (prefix: string, sequence: number): string =>
  `${prefix}-PO-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

/** The sequence of a number ("ACME-PO-00012" → 12); null when it is not one. */
export function purchaseOrderSequence(number: string): number | null {
  const match = /-PO-(\d+)$/.exec(number);
  return match ? Number(match[1]) : null;
}

/** The next number of a company, one past the highest of its numbers. */
export function nextPurchaseOrderNumber(prefix: string, taken: readonly string[]): string {
  const highest = taken.reduce((max, number) => Math.max(max, purchaseOrderSequence(number) ?? 0), 0);
  return purchaseOrderNumber(prefix, highest + 1);
}
