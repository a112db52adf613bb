import type { Category, CategoryWrite } from '../../../src/api/schema.d.ts';
import { categoryTreeKey } from '../../../src/domain/categoryTree.ts';
import {
  categoryFields,
  categoryImportOrder,
  categoryImportRules,
  categoryReferenceErrors,
  categoryWriteErrors,
  resolveCategoryImport,
} from '../policy/categories.ts';
import type { MockDatabase, StoredCategory } from '../store/types.ts';
import { categoryExpenseUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const parentOf = (db: MockDatabase, row: StoredCategory) =>
  row.parent_id === null ? undefined : db.categories.find((other) => other.id === row.parent_id && other.company_id === row.company_id);

/** The company's categories (a catalogue, a tree two levels deep): `… categories` permissions. */
const presentCategory = ({ company_id: _companyId, ...row }: StoredCategory, db: MockDatabase): Category => ({
  ...row,
  parent_name: parentOf(db, { ...row, company_id: _companyId })?.name ?? null,
  parent_code: parentOf(db, { ...row, company_id: _companyId })?.code ?? null,
  gl_account_code: db.glAccounts.find((account) => account.id === row.gl_account_id && account.company_id === _companyId)?.code ?? null,
  tax_rate_name: db.taxRates.find((rate) => rate.id === row.tax_rate_id && rate.company_id === _companyId)?.name ?? null,
});

/** The company's categories (a catalogue, a tree two levels deep, in tree order): `… categories` permissions. */
export const registerCategoryRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredCategory, CategoryWrite, Category>(router, {
    path: '/api/admin/categories',
    noun: 'category',
    permissionNoun: 'categories',
    rows: (db) => db.categories,
    present: presentCategory,
    searchIn: (row, db) => [row.name, row.code, parentOf(db, row)?.name ?? null],
    defaultOrder: [{ field: 'tree', descending: false }],
    exactFilters: ['status', 'parent_id'],
    sortValue: (row, field, { db }) =>
      field === 'tree' ? categoryTreeKey(row.name, parentOf(db, row)?.name ?? null) : row[field as keyof StoredCategory],
    writeErrors: (rows, body, existing) => categoryWriteErrors(rows, body, existing),
    referenceErrors: categoryReferenceErrors,
    importRules: categoryImportRules,
    importOrder: categoryImportOrder,
    resolveImport: resolveCategoryImport,
    newRow: (body, base) => ({ ...base, ...categoryFields(body) }),
    applyWrite: (row, body) => Object.assign(row, categoryFields(body)),
    usedBy: (db, row) => {
      const children = db.categories.filter((other) => other.company_id === row.company_id && other.parent_id === row.id).length;
      return [
        ...(children > 0 ? [`${children} ${children === 1 ? 'child category' : 'child categories'}`] : []),
        ...categoryExpenseUses(db, row),
      ];
    },
  });
