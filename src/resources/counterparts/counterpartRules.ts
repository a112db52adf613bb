import { email, maxValue, minValue, number, required, type Validator } from 'react-admin';
import { isValidIban, isValidUaeTrn } from '../../domain/uaeIdentifiers';

const error = (name: string) => `resources.counterparts.validation.${name}`;

/** The same rules as the API (src/domain/uaeIdentifiers.ts), checked before the form is sent. */
export const trnRules: Validator[] = [(value: string | null) => (value && !isValidUaeTrn(value) ? error('trn') : undefined)];
export const ibanRules: Validator[] = [(value: string | null) => (value && !isValidIban(value) ? error('iban') : undefined)];
export const paymentTermsRules: Validator[] = [
  required(),
  number(),
  minValue(0),
  maxValue(365),
  (value: unknown) => (value !== null && value !== undefined && !Number.isInteger(Number(value)) ? error('whole_days') : undefined),
];

/** Up to five e-mail addresses, each valid. */
export const emailListRules: Validator[] = [
  (emails: string[] | undefined) => {
    const list = emails ?? [];
    if (list.length > 5) return error('emails_too_many');
    const invalid = list.find((address) => email()(address, {}) !== undefined);
    return invalid ? { message: error('email_invalid'), args: { email: invalid } } : undefined;
  },
];
