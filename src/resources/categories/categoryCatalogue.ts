import type { Category, CategoryWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { CategoryInputs } from './CategoryInputs';

const idOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * Categories as a catalogue. CSV columns are the write's fields, with the parent by its code
 * (`parent_code`: a category of the company or another row of the same file, so an exported file
 * imports into another company); the GL account by its code and the tax rate by its name (issue 35
 * item 6: names, never ids), `mcc_categories` values separated by `;`. The API also takes `parent_id`
 * for a parent that exists already.
 */
export const categoryCatalogue: CatalogueView<Category> = {
  resource: 'categories',
  csvColumns: ['name', 'code', 'parent_code', 'gl_account', 'tax_rate', 'receipt_required_above', 'mcc_categories'],
  importRequired: ['name', 'code'],
  toCsvRow: (category) => ({
    name: category.name,
    code: category.code,
    parent_code: category.parent_code ?? '',
    gl_account: category.gl_account_code ?? '',
    tax_rate: category.tax_rate_name ?? '',
    receipt_required_above: category.receipt_required_above ?? '',
    mcc_categories: category.mcc_categories.join(';'),
  }),
  importExample: {
    name: 'Airport taxis',
    code: 'TRV-TAXI',
    parent_code: 'TRV',
    gl_account: '6100',
    tax_rate: 'UAE VAT 5%',
    receipt_required_above: '100',
    mcc_categories: '',
  },
  nameOf: (category) => category.name,
  newValues: {
    name: '',
    code: '',
    parent_id: null,
    gl_account_id: null,
    tax_rate_id: null,
    receipt_required_above: null,
    mcc_categories: [],
  },
  toWrite: (values): CategoryWrite => ({
    name: String(values.name ?? '').trim(),
    code: String(values.code ?? '').trim(),
    parent_id: idOrNull(values.parent_id),
    gl_account_id: idOrNull(values.gl_account_id),
    tax_rate_id: idOrNull(values.tax_rate_id),
    receipt_required_above:
      values.receipt_required_above === null || values.receipt_required_above === undefined || values.receipt_required_above === ''
        ? null
        : Number(values.receipt_required_above),
    mcc_categories: (Array.isArray(values.mcc_categories) ? values.mcc_categories : []) as CategoryWrite['mcc_categories'],
  }),
  Inputs: CategoryInputs,
};
