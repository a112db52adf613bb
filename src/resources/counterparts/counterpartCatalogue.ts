import type { Counterpart, CounterpartWrite } from '../../api/schema';
import { COUNTERPART_IMPORT_COLUMNS } from '../../domain/catalogueImportColumns';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { CounterpartInputs } from './CounterpartInputs';

const idOrNull = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

const optionalText = (value: unknown): string | null => String(value ?? '').trim() || null;

/**
 * Counterparts as a catalogue: the CSV columns are the API's import columns (`emails` separated by `;`),
 * the default category by its code and the owner by e-mail (issue 35 item 6: names, never ids).
 */
export const counterpartCatalogue: CatalogueView<Counterpart> = {
  resource: 'counterparts',
  csvColumns: COUNTERPART_IMPORT_COLUMNS,
  toCsvRow: (counterpart) => ({
    name: counterpart.name,
    legal_name: counterpart.legal_name ?? '',
    trn: counterpart.trn ?? '',
    emails: counterpart.emails.join(';'),
    phone: counterpart.phone ?? '',
    address: counterpart.address ?? '',
    iban: counterpart.iban ?? '',
    bank_name: counterpart.bank_name ?? '',
    payment_terms_days: counterpart.payment_terms_days,
    default_category: counterpart.default_category_code ?? '',
    is_on_hold: counterpart.is_on_hold ? 'yes' : 'no',
    owner: counterpart.owner_email ?? '',
  }),
  importExample: {
    name: 'Gulf Office Supplies',
    legal_name: 'Gulf Office Supplies LLC',
    trn: '100123456700003',
    emails: 'accounts@gulfoffice.example.com',
    phone: '+971 4 123 4567',
    address: 'Al Quoz, Dubai',
    iban: 'AE070331234567890123456',
    bank_name: 'Emirates NBD',
    payment_terms_days: '30',
    default_category: 'OFF',
    is_on_hold: 'no',
    owner: 'lina.saleh@example.com',
  },
  nameOf: (counterpart) => counterpart.name,
  newValues: {
    name: '',
    legal_name: '',
    trn: '',
    emails: [],
    phone: '',
    address: '',
    iban: '',
    bank_name: '',
    payment_terms_days: 30,
    default_category_id: null,
    is_on_hold: false,
    owner_id: null,
  },
  toWrite: (values): CounterpartWrite => ({
    name: String(values.name ?? '').trim(),
    legal_name: optionalText(values.legal_name),
    trn: optionalText(values.trn),
    emails: (Array.isArray(values.emails) ? values.emails : []).map((email) => String(email).trim()).filter(Boolean),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    iban: optionalText(values.iban),
    bank_name: optionalText(values.bank_name),
    payment_terms_days: Number(values.payment_terms_days),
    default_category_id: idOrNull(values.default_category_id),
    is_on_hold: values.is_on_hold === true,
    owner_id: idOrNull(values.owner_id),
  }),
  Inputs: CounterpartInputs,
};
