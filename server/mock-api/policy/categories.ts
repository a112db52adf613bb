import type { CategoryWrite } from '../../../src/api/schema.d.ts';
import { categoryParentProblem, type CategoryParentProblem } from '../../../src/domain/categoryTree.ts';
import { MCC_CATEGORY_VALUES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredCategory } from '../store/types.ts';
import { activeGlAccount, checkAmount, csvNumber } from './accounting.ts';
import { checkText, csvText, isTaken, type CatalogueScope, type CsvRow, type ImportRules } from './catalogues.ts';
import { glAccountNamed, namedReferenceErrors, taxRateNamed } from './namedReferences.ts';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const PARENT_MESSAGES: Record<CategoryParentProblem, string> = {
  self: 'A category cannot be its own parent.',
  missing: 'Choose a top-level category of the company as the parent.',
  parent_is_child: 'This category is itself a child: categories are two levels deep at most.',
  has_children: 'This category has children, so it cannot become a child: move its children first.',
};

type Known = Pick<StoredCategory, 'name' | 'code' | 'mcc_categories'> & { id?: number };

/**
 * The create and change rule of a category: name and code unique in the company, a parent that is
 * an active top-level category (two levels at most, a parent with children stays top-level), a
 * receipt threshold up to 10,000,000 AED, and each merchant category mapped to one category of the
 * company at most (`earlier`: the rows of an import before this one).
 */
export function categoryWriteErrors(
  rows: readonly StoredCategory[],
  body: CategoryWrite,
  existing?: StoredCategory,
  earlier: readonly CategoryWrite[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  const known: Known[] = [...rows, ...earlier.map((write) => ({ ...write, mcc_categories: write.mcc_categories ?? [] }))];
  checkText(errors, 'name', body.name, { required: true, max: 80 });
  if (!errors.name && isTaken(known, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  checkText(errors, 'code', body.code, {
    required: true,
    max: 20,
    pattern: CODE,
    patternMessage: 'The code may only hold letters, digits, dashes and underscores.',
  });
  if (!errors.code && isTaken(known, (row) => row.code, body.code, existing?.id)) errors.code = ['The code has already been taken.'];

  const parentId = body.parent_id ?? null;
  if (parentId !== null && typeof parentId !== 'number') errors.parent_id = [PARENT_MESSAGES.missing];
  else {
    const problem = categoryParentProblem(rows, existing?.id, parentId);
    if (problem) errors.parent_id = [PARENT_MESSAGES[problem]];
    else if (parentId !== null && rows.find((row) => row.id === parentId)?.status === 'archived')
      errors.parent_id = ['The parent category is archived; restore it first.'];
  }
  checkAmount(errors, 'receipt_required_above', body.receipt_required_above ?? null, { min: 0, max: 10_000_000, optional: true });

  const mcc = body.mcc_categories ?? [];
  const unknown = mcc.filter((value) => !MCC_CATEGORY_VALUES.includes(value));
  if (unknown.length > 0) errors.mcc_categories = [`Unknown merchant categories: ${unknown.join(', ')}.`];
  else if (new Set(mcc).size !== mcc.length) errors.mcc_categories = ['A merchant category is listed twice.'];
  else {
    const clashes = mcc.flatMap((value) => {
      const owner = known.find((row) => (existing === undefined || row.id !== existing.id) && row.mcc_categories.includes(value));
      return owner ? [`${value} is already mapped to ${owner.name}.`] : [];
    });
    if (clashes.length > 0) errors.mcc_categories = clashes;
  }
  return errors;
}

/** The GL account and the tax rate: each none, or an active one of the company. */
export function categoryReferenceErrors(body: CategoryWrite, { db, companyId }: CatalogueScope): FieldErrors {
  const errors: FieldErrors = {};
  if (body.gl_account_id != null && !activeGlAccount(db, companyId, body.gl_account_id))
    errors.gl_account_id = ['Choose an active account of the chart of accounts.'];
  if (
    body.tax_rate_id != null &&
    !db.taxRates.some((rate) => rate.id === body.tax_rate_id && rate.company_id === companyId && rate.status === 'active')
  )
    errors.tax_rate_id = ['Choose an active tax rate of the company.'];
  return errors;
}

/** The stored fields of a write, trimmed. */
export const categoryFields = (body: CategoryWrite) => ({
  name: body.name.trim(),
  code: body.code.trim(),
  parent_id: body.parent_id ?? null,
  gl_account_id: body.gl_account_id ?? null,
  tax_rate_id: body.tax_rate_id ?? null,
  receipt_required_above: body.receipt_required_above ?? null,
  mcc_categories: [...(body.mcc_categories ?? [])],
});

/** An id cell: the number, null when empty, the text when it is not one. */
const csvId = (row: CsvRow, column: string) => csvNumber(row, column) as number | null;

/** A list cell, values separated by `;`. */
export const csvList = (row: CsvRow, column: string): string[] =>
  csvText(row, column)
    .split(';')
    .map((value) => value.trim())
    .filter(Boolean);

/** An import row: the write, plus its parent named by code (a category of the company or another row of the file). */
export type CategoryImportWrite = CategoryWrite & { parent_code?: string | null };

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where an import row's `parent_code` points: an error, or fine. The parent is a top-level category
 * of the company (active) or a top-level row of the same file (anywhere in it), never the row itself.
 */
function parentCodeErrors(write: CategoryImportWrite, rows: readonly StoredCategory[], all: readonly CategoryImportWrite[]): FieldErrors {
  const code = write.parent_code?.trim();
  if (!code) return {};
  if (write.parent_id !== null && write.parent_id !== undefined)
    return { parent_code: ['Name the parent by its code or by its id, not both.'] };
  if (sameCode(code, write.code)) return { parent_code: ['A category cannot be its own parent.'] };
  const inFile = all.filter((other) => other !== write && sameCode(other.code, code));
  const existing = rows.find((row) => sameCode(row.code, code));
  if (existing && inFile.length === 0) {
    if (existing.parent_id !== null)
      return { parent_code: [`${existing.name} is itself a child: categories are two levels deep at most.`] };
    if (existing.status === 'archived') return { parent_code: ['The parent category is archived; restore it first.'] };
    return {};
  }
  if (inFile.length === 1) {
    const parent = inFile[0];
    const isChild = (parent.parent_id !== null && parent.parent_id !== undefined) || Boolean(parent.parent_code?.trim());
    return isChild ? { parent_code: [`${parent.name} is itself a child: categories are two levels deep at most.`] } : {};
  }
  return { parent_code: [`No category with the code ${code} in the company or in this file.`] };
}

/** Rows without a parent in the file first (file order otherwise), so each parent exists before its children. */
export const categoryImportOrder = (writes: readonly CategoryWrite[]): CategoryWrite[] => [
  ...writes.filter((write) => !(write as CategoryImportWrite).parent_code?.trim()),
  ...writes.filter((write) => (write as CategoryImportWrite).parent_code?.trim()),
];

/** An import row as stored: its `parent_code` becomes the parent's id (created just before when it is in the file). */
export function resolveCategoryImport(write: CategoryWrite, { db, companyId }: CatalogueScope): CategoryWrite {
  const { parent_code: parentCode, ...body } = write as CategoryImportWrite;
  if (!parentCode?.trim()) return body;
  const parent = db.categories.find((row) => row.company_id === companyId && sameCode(row.code, parentCode));
  return { ...body, parent_id: parent?.id ?? null };
}

/** The columns a category import reads: references by name (`gl_account`, `tax_rate`), not ids. */
export const CATEGORY_IMPORT_COLUMNS = [
  'name',
  'code',
  'parent_code',
  'parent_id',
  'gl_account',
  'tax_rate',
  'receipt_required_above',
  'mcc_categories',
] as const;

/**
 * A CSV file of categories. The parent is `parent_code` (a category of the company or another row of
 * the file, in any order) or `parent_id` (a category of the company); the GL account is named by its
 * code or name and the tax rate by its name (`namedReferences.ts`), each resolved to its id here, and
 * a name that is unknown or shared is an error on its column.
 */
export const categoryImportRules = (rows: readonly StoredCategory[], scope: CatalogueScope): ImportRules<CategoryWrite> => {
  const referenceProblems = new WeakMap<CategoryWrite, FieldErrors>();
  return {
    columns: CATEGORY_IMPORT_COLUMNS,
    toWrite: (row): CategoryImportWrite => {
      const glAccount = glAccountNamed(scope.db, scope.companyId, csvText(row, 'gl_account'));
      const taxRate = taxRateNamed(scope.db, scope.companyId, csvText(row, 'tax_rate'));
      const write: CategoryImportWrite = {
        name: csvText(row, 'name'),
        code: csvText(row, 'code'),
        parent_code: csvText(row, 'parent_code') || null,
        parent_id: csvId(row, 'parent_id'),
        gl_account_id: 'id' in glAccount ? glAccount.id : null,
        tax_rate_id: 'id' in taxRate ? taxRate.id : null,
        receipt_required_above: csvNumber(row, 'receipt_required_above') as number | null,
        mcc_categories: csvList(row, 'mcc_categories') as CategoryWrite['mcc_categories'],
      };
      referenceProblems.set(write, namedReferenceErrors({ gl_account: glAccount, tax_rate: taxRate }));
      return write;
    },
    errorsOf: (write, earlier, all) => ({
      ...categoryWriteErrors(rows, write, undefined, earlier),
      ...parentCodeErrors(write, rows, all),
      ...referenceProblems.get(write),
    }),
  };
};
