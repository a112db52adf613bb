import type { PaymentMethodWrite } from '../../../src/api/schema.d.ts';
import { PAYMENT_METHOD_TYPES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredPaymentMethod } from '../store/types.ts';
import {
  checkOneOf,
  checkText,
  csvBoolean,
  csvOptionalText,
  csvText,
  defaultErrors,
  isTaken,
  type CsvRow,
  type ImportRules,
} from './catalogues.ts';

const NOUN = 'payment method';

/**
 * The create and change rule of a payment method: the schema's bounds, a name unique in the
 * company (any case), and the one-default rule (`earlier`: rows of the same import).
 */
export function paymentMethodWriteErrors(
  taken: readonly { id?: number; name: string }[],
  body: PaymentMethodWrite,
  existing?: StoredPaymentMethod,
  earlier: readonly PaymentMethodWrite[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  checkOneOf(errors, 'type', body.type, PAYMENT_METHOD_TYPES);
  checkText(errors, 'name', body.name, { required: true, max: 80 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  checkText(errors, 'details', body.details, { max: 200 });
  return { ...errors, ...defaultErrors(NOUN, body.is_default, existing, earlier) };
}

/** The stored fields of a write, trimmed (empty details are none); `is_default` is settled apart. */
export const paymentMethodFields = (body: PaymentMethodWrite) => ({
  type: body.type,
  name: body.name.trim(),
  details: body.details?.trim() || null,
});

/** A CSV file of payment methods: `type`, `name`, `details`, `is_default`, each row checked with the create rule. */
export const paymentMethodImportRules = (taken: readonly { id?: number; name: string }[]): ImportRules<PaymentMethodWrite> => ({
  columns: ['type', 'name', 'details', 'is_default'],
  toWrite: (row: CsvRow) => ({
    type: csvText(row, 'type') as PaymentMethodWrite['type'],
    name: csvText(row, 'name'),
    details: csvOptionalText(row, 'details'),
    is_default: csvBoolean(row, 'is_default') as boolean,
  }),
  errorsOf: (write, earlier) => paymentMethodWriteErrors([...taken, ...earlier], write, undefined, earlier),
});
