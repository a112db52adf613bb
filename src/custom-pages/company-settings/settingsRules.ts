import { email, maxLength, maxValue, minValue, number, required, type Validator } from 'react-admin';
import { MAX_AMOUNT } from '../../domain/amounts';
import { repeatedEmailIndexes } from '../../domain/companySettings';
import { isValidIban, isValidUaeTrn } from '../../domain/uaeIdentifiers';

const error = (name: string) => `resources.company-settings.errors.${name}`;

/** The same rules as the API (src/domain), checked before the form is sent. */
export const trnRules: Validator[] = [required(), (value: string) => (value && !isValidUaeTrn(value) ? error('trn') : undefined)];
export const ibanRules: Validator[] = [required(), (value: string) => (value && !isValidIban(value) ? error('iban') : undefined)];
export const nameRules = (max: number): Validator[] => [required(), maxLength(max)];
export const amountRules: Validator[] = [required(), number(), minValue(0), maxValue(MAX_AMOUNT)];
export const emailRules: Validator[] = [required(), email(), maxLength(150)];
export const websiteRules: Validator[] = [
  maxLength(200),
  (value: string | null) => (value && !/^https?:\/\/\S+$/.test(value) ? error('website') : undefined),
];
export const phoneRules: Validator[] = [
  required(),
  (value: string) => (value && !/^\+?[0-9][0-9 ()-]{6,19}$/.test(value) ? error('phone') : undefined),
];

/** One to five e-mail addresses, each valid and listed once. */
export const emailListRules: Validator[] = [
  (emails: string[] | undefined) => {
    const list = emails ?? [];
    if (list.length === 0) return error('emails_required');
    if (list.length > 5) return error('emails_too_many');
    const invalid = list.find((address) => email()(address, {}) !== undefined);
    if (invalid) return { message: error('email_invalid'), args: { email: invalid } };
    const repeated = repeatedEmailIndexes(list)[0];
    return repeated === undefined ? undefined : { message: error('email_repeated'), args: { email: list[repeated] } };
  },
];
