import { parseDisplayDate } from './dates';

/**
 * The CSV columns of the catalogue imports whose export writes the same file back (issue 35 item 6: references by
 * name, never ids): one list for the app's template and export and for the API's import rule.
 */

/** Counterparts: `emails` separated by `;`, the default category by its code or name, the owner by e-mail. */
export const COUNTERPART_IMPORT_COLUMNS = [
  'name',
  'legal_name',
  'trn',
  'emails',
  'phone',
  'address',
  'iban',
  'bank_name',
  'payment_terms_days',
  'default_category',
  'is_on_hold',
  'owner',
] as const;

/** Projects: the owner by e-mail, departments by name separated by `;`. */
export const PROJECT_IMPORT_COLUMNS = ['name', 'code', 'start_date', 'end_date', 'budget', 'currency', 'owner', 'departments'] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day cell of a catalogue CSV as the API stores it (YYYY-MM-DD): the exports write DD/MM/YYYY (spec §9,
 * `exportDay`), read back here with or without separators; a YYYY-MM-DD day of an older file still reads.
 * Empty is null; anything else is kept as typed, so the import rule names it on its column.
 */
export function csvDay(text: string): string | null {
  const cell = text.trim();
  if (cell === '') return null;
  if (ISO_DAY.test(cell)) return cell;
  return parseDisplayDate(cell) ?? cell;
}
