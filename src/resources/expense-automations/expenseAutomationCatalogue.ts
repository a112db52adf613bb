import type { ExpenseAutomation, ExpenseAutomationWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { ExpenseAutomationInputs } from './ExpenseAutomationInputs';

const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** Coding rules as a catalogue: exported as CSV with their category's name; no import (a rule names records of other catalogues). */
export const expenseAutomationCatalogue: CatalogueView<ExpenseAutomation> = {
  resource: 'expense-automations',
  csvColumns: ['priority', 'name', 'enabled', 'merchant_contains', 'mcc_category', 'max_amount', 'currency', 'category_name'],
  toCsvRow: (row) => ({
    priority: row.priority,
    name: row.name,
    enabled: row.enabled,
    merchant_contains: row.merchant_contains,
    mcc_category: row.mcc_category ?? '',
    max_amount: row.max_amount ?? '',
    currency: row.currency ?? '',
    category_name: row.category_name,
  }),
  importable: false,
  importExample: {},
  nameOf: (row) => row.name,
  newValues: {
    name: '',
    priority: 10,
    enabled: true,
    merchant_contains: '',
    mcc_category: null,
    max_amount: null,
    currency: 'AED',
    category_id: null,
    project_id: null,
    tag_ids: [],
  },
  toWrite: (values): ExpenseAutomationWrite => {
    const maxAmount = numberOrNull(values.max_amount);
    return {
      name: String(values.name ?? '').trim(),
      priority: Number(values.priority),
      enabled: Boolean(values.enabled),
      merchant_contains: String(values.merchant_contains ?? '').trim(),
      mcc_category: (values.mcc_category || null) as ExpenseAutomationWrite['mcc_category'],
      max_amount: maxAmount,
      currency: maxAmount === null ? null : ((values.currency || null) as ExpenseAutomationWrite['currency']),
      category_id: Number(values.category_id),
      project_id: numberOrNull(values.project_id),
      tag_ids: (values.tag_ids as number[] | null) ?? [],
    };
  },
  Inputs: ExpenseAutomationInputs,
};
