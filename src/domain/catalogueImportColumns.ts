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
