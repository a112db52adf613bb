import type { Category, CategoryWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { CategoryInputs } from './CategoryInputs';

const idOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * Categories as a catalogue. CSV columns are the write's fields, with the parent by its code
 * (`parent_code`: a category of the company or another row of the same file, so an exported file
 * imports into another company); `gl_account_id` and `tax_rate_id` are ids, `mcc_categories`
 * values separated by `;`. The API also takes `parent_id` for a parent that exists already.
 */
export const categoryCatalogue: CatalogueView<Category> = {
  resource: 'categories',
  csvColumns: ['name', 'code', 'parent_code', 'gl_account_id', 'tax_rate_id', 'receipt_required_above', 'mcc_categories'],
  toCsvRow: (category) => ({
    name: category.name,
    code: category.code,
    parent_code: category.parent_code ?? '',
    gl_account_id: category.gl_account_id ?? '',
    tax_rate_id: category.tax_rate_id ?? '',
    receipt_required_above: category.receipt_required_above ?? '',
    mcc_categories: category.mcc_categories.join(';'),
  }),
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
