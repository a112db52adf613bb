import type { CounterpartSummary, CounterpartWrite } from '../../../src/api/schema.d.ts';
import { isValidIban, isValidUaeTrn, normalizeIban, normalizeTrn } from '../../../src/domain/uaeIdentifiers.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredCounterpart } from '../store/types.ts';
import {
  checkBoolean,
  checkNumber,
  checkText,
  csvBoolean,
  csvList,
  csvNumber,
  csvOptionalText,
  csvText,
  type CatalogueScope,
  type CsvRow,
  type ImportRules,
} from './catalogues.ts';
import { categoryNamed, memberWithEmail, namedReferenceErrors, onColumns } from './namedReferences.ts';
import { COUNTERPART_IMPORT_COLUMNS } from '../../../src/domain/catalogueImportColumns.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAILS = 5;

export type CounterpartScope = { members: ReadonlySet<number>; categories: ReadonlySet<number> };

/** The ids of the company's members and categories, for the owner and default category checks. */
export const counterpartScope = ({ db, companyId }: CatalogueScope): CounterpartScope => ({
  members: new Set(db.members.filter((member) => member.company_id === companyId).map((member) => member.id)),
  categories: new Set(db.categories.filter((category) => category.company_id === companyId).map((category) => category.id)),
});

/**
 * The create and change rule of a counterpart: the schema's bounds, a valid UAE TRN (15 digits
 * from 100) and IBAN (mod 97) when given, e-mails, payment terms of 0 to 365 days and an owner of
 * the company, a default category of the company. A TRN or IBAN another counterpart has is not an
 * error (`counterpartDuplicates` warns).
 */
export function counterpartWriteErrors(
  body: CounterpartWrite,
  memberIds: ReadonlySet<number>,
  categoryIds: ReadonlySet<number> = new Set(),
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 120 });
  checkText(errors, 'legal_name', body.legal_name, { max: 200 });
  if (body.trn && body.trn.trim() && !isValidUaeTrn(body.trn)) errors.trn = ['The TRN must be 15 digits starting with 100.'];
  const emails: unknown[] = Array.isArray(body.emails) ? body.emails : [];
  if (emails.length > MAX_EMAILS) errors.emails = [`At most ${MAX_EMAILS} e-mail addresses.`];
  else if (emails.some((email) => typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim()))) {
    errors.emails = ['Every e-mail must be a valid e-mail address.'];
  }
  checkText(errors, 'phone', body.phone, {
    max: 30,
    pattern: /^\+?[\d\s()-]{5,30}$/,
    patternMessage: 'The phone may hold digits, spaces, + ( ) and -.',
  });
  checkText(errors, 'address', body.address, { max: 200 });
  if (body.iban && body.iban.trim() && !isValidIban(body.iban)) errors.iban = ['The IBAN is not valid (check its digits).'];
  checkText(errors, 'bank_name', body.bank_name, { max: 120 });
  checkNumber(errors, 'payment_terms_days', body.payment_terms_days, { required: true, min: 0, max: 365, integer: true });
  checkBoolean(errors, 'is_on_hold', body.is_on_hold);
  const owner = body.owner_id;
  if (owner !== null && owner !== undefined && !(typeof owner === 'number' && memberIds.has(owner))) {
    errors.owner_id = ['The owner must be a member of the company.'];
  }
  const category = body.default_category_id;
  if (category !== null && category !== undefined && !(typeof category === 'number' && categoryIds.has(category))) {
    errors.default_category_id = ['The default category must be a category of the company.'];
  }
  return errors;
}

/** The stored fields of a write: trimmed, TRN digits only, IBAN upper case without spaces, empty texts none. */
export const counterpartFields = (body: CounterpartWrite) => ({
  name: body.name.trim(),
  legal_name: body.legal_name?.trim() || null,
  trn: body.trn?.trim() ? normalizeTrn(body.trn) : null,
  emails: (body.emails ?? []).map((email) => email.trim()),
  phone: body.phone?.trim() || null,
  address: body.address?.trim() || null,
  iban: body.iban?.trim() ? normalizeIban(body.iban) : null,
  bank_name: body.bank_name?.trim() || null,
  payment_terms_days: body.payment_terms_days,
  default_category_id: body.default_category_id ?? null,
  is_on_hold: body.is_on_hold ?? false,
  owner_id: body.owner_id ?? null,
});

/**
 * The company's counterparts (archived too) that already have `trn` or `iban` (compared as stored:
 * TRN digits, IBAN upper case without spaces), leaving out `exceptId` (the one edited).
 */
export function counterpartDuplicates(
  rows: readonly Pick<StoredCounterpart, 'id' | 'name' | 'trn' | 'iban'>[],
  wanted: { trn?: string | null; iban?: string | null },
  exceptId?: number,
): { trn: CounterpartSummary[]; iban: CounterpartSummary[] } {
  const trn = wanted.trn?.trim() ? normalizeTrn(wanted.trn) : null;
  const iban = wanted.iban?.trim() ? normalizeIban(wanted.iban) : null;
  const others = rows.filter((row) => row.id !== exceptId);
  const summary = (row: Pick<StoredCounterpart, 'id' | 'name'>) => ({ id: row.id, name: row.name });
  return {
    trn: trn ? others.filter((row) => row.trn === trn).map(summary) : [],
    iban: iban ? others.filter((row) => row.iban === iban).map(summary) : [],
  };
}

/** The write's field of a named reference, and the CSV column a person named it in. */
const COLUMN_OF_FIELD: Record<string, string> = { default_category_id: 'default_category', owner_id: 'owner' };

/**
 * A CSV file of counterparts: the write's fields; `emails` separated by `;`, `is_on_hold` yes/no, the
 * default category by its code or name and the owner by e-mail (`namedReferences.ts`), resolved here;
 * an unknown or shared name is an error on its column.
 */
export function counterpartImportRules(scope: CatalogueScope): ImportRules<CounterpartWrite> {
  const { members, categories } = counterpartScope(scope);
  const referenceProblems = new WeakMap<CounterpartWrite, FieldErrors>();
  return {
    columns: COUNTERPART_IMPORT_COLUMNS,
    toWrite: (row: CsvRow) => {
      const category = categoryNamed(scope.db, scope.companyId, csvText(row, 'default_category'));
      const owner = memberWithEmail(scope.db, scope.companyId, csvText(row, 'owner'));
      const write: CounterpartWrite = {
        name: csvText(row, 'name'),
        legal_name: csvOptionalText(row, 'legal_name'),
        trn: csvOptionalText(row, 'trn'),
        emails: csvList(row, 'emails'),
        phone: csvOptionalText(row, 'phone'),
        address: csvOptionalText(row, 'address'),
        iban: csvOptionalText(row, 'iban'),
        bank_name: csvOptionalText(row, 'bank_name'),
        payment_terms_days: csvNumber(row, 'payment_terms_days') as number,
        default_category_id: 'id' in category ? category.id : null,
        is_on_hold: csvBoolean(row, 'is_on_hold') as boolean,
        owner_id: 'id' in owner ? owner.id : null,
      };
      referenceProblems.set(write, namedReferenceErrors({ default_category: category, owner }));
      return write;
    },
    errorsOf: (write) => ({
      ...onColumns(counterpartWriteErrors(write, members, categories), COLUMN_OF_FIELD),
      ...referenceProblems.get(write),
    }),
  };
}
