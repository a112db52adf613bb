import { groupByCompany } from '../groupByCompany.ts';
import type { StoredCategory, StoredExpense } from '../types.ts';
import type { SeedContext } from './seedContext.ts';
import { roundCents } from '../../../../src/domain/cents.ts';

/** UAE VAT is 5 % of the net: the VAT inside a gross amount. */
const vatInside = (gross: number) => roundCents((gross * 5) / 105);

/**
 * Codes the seeded expenses against their company's catalogues, without the seeded faker (so every
 * row seeded before keeps its values): most get the category their merchant category maps to and the
 * company's default branch; every fourth has no receipt and every fifth is not coded, so the list's
 * markers and "waiting for" have real cases. Receipts are on file without bytes (rendered on read).
 */
export function codeSeededExpenses(ctx: SeedContext): void {
  const categoriesByCompany = groupByCompany(ctx.db.categories);
  const defaultBranch = new Map(ctx.db.branches.filter((branch) => branch.is_default).map((branch) => [branch.company_id, branch.id]));
  for (const expense of ctx.db.expenses) {
    const categories = categoriesByCompany.get(expense.company_id) ?? [];
    if (expense.id % 5 !== 0) {
      expense.category_id = categoryFor(expense, categories)?.id ?? null;
      expense.branch_id = defaultBranch.get(expense.company_id) ?? null;
    }
    if (expense.id % 4 !== 3) {
      expense.receipt = {
        file_name: `receipt-${expense.id}.pdf`,
        content_type: 'application/pdf',
        size: 0,
        uploaded_at: expense.created_at,
        bytes: null,
      };
      expense.vat_amount = vatInside(expense.amount);
    }
  }
}

/** The company's category its merchant category maps to, the most specific (a child) first. */
function categoryFor(expense: StoredExpense, categories: StoredCategory[]): StoredCategory | undefined {
  const mapped = categories.filter((category) => category.status === 'active' && category.mcc_categories.includes(expense.category));
  return mapped.find((category) => category.parent_id !== null) ?? mapped[0];
}
