import type { ExpenseAutomationWrite } from '../../../src/api/schema.d.ts';
import { CURRENCIES, MCC_CATEGORY_VALUES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredExpenseAutomation } from '../store/types.ts';
import { checkOneOf, checkText, isTaken, type CatalogueScope } from './catalogues.ts';

const isActiveOf = (rows: readonly { id: number; company_id: string; status: string }[], companyId: string, id: number) =>
  rows.some((row) => row.id === id && row.company_id === companyId && row.status === 'active');

/**
 * The create and change rule of a coding rule: a name unique in the company (any case), a merchant text
 * (its condition, never empty), a currency with a maximum, and a category, project and tags that are
 * active records of the company (another company's id is a 422 on its field, as an expense's coding is).
 */
export function expenseAutomationWriteErrors(
  taken: readonly { id?: number; name: string }[],
  body: ExpenseAutomationWrite,
  existing: StoredExpenseAutomation | undefined,
  { db, companyId }: CatalogueScope,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 60 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  if (!body.merchant_contains.trim()) errors.merchant_contains = ['Write the text the merchant name contains.'];
  if (body.mcc_category != null) checkOneOf(errors, 'mcc_category', body.mcc_category, MCC_CATEGORY_VALUES);
  if (body.max_amount != null && body.currency == null) errors.currency = ['Choose the currency of the maximum amount.'];
  if (body.currency != null) checkOneOf(errors, 'currency', body.currency, CURRENCIES);
  if (!isActiveOf(db.categories, companyId, body.category_id))
    errors.category_id = ['The selected category is not an active category of this company.'];
  if (body.project_id != null && !isActiveOf(db.projects, companyId, body.project_id))
    errors.project_id = ['The selected project is not an active project of this company.'];
  if (body.tag_ids?.some((id) => !isActiveOf(db.tags, companyId, id)))
    errors.tag_ids = ['Every tag must be an active tag of this company.'];
  return errors;
}

/** The stored fields of a valid write, trimmed (no maximum: no currency). */
export const expenseAutomationFields = (body: ExpenseAutomationWrite) => ({
  name: body.name.trim(),
  priority: body.priority,
  enabled: body.enabled,
  merchant_contains: body.merchant_contains.trim(),
  mcc_category: body.mcc_category ?? null,
  max_amount: body.max_amount ?? null,
  currency: body.max_amount == null ? null : (body.currency ?? null),
  category_id: body.category_id,
  project_id: body.project_id ?? null,
  tag_ids: [...new Set(body.tag_ids ?? [])],
});
