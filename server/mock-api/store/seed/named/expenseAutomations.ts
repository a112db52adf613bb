import type { MccCategory } from '../../../../../src/domain/contractLists.ts';
import type { StoredExpenseAutomation } from '../../types.ts';
import { daysAgo, type SeedContext } from '../seedContext.ts';

type SeedRule = {
  name: string;
  merchant: string;
  mcc: MccCategory | null;
  max: number | null;
  category: string;
  enabled: boolean;
};

/** Coding rules a finance team writes first: coffee under a ceiling, couriers, and a ride rule switched off. */
const RULES: readonly SeedRule[] = [
  { name: 'Coffee runs', merchant: 'starbucks', mcc: 'restaurants', max: 500, category: 'MEA-TEAM', enabled: true },
  { name: 'Couriers', merchant: 'aramex', mcc: null, max: null, category: 'PRO', enabled: true },
  { name: 'Airport rides', merchant: 'careem', mcc: null, max: null, category: 'TRV-CAR', enabled: false },
];

/**
 * Three coding rules in every company with a chart of categories but the last fixed one (its empty list);
 * no faker draws; a seed of its own (seed/named/), so no other table's row moves.
 */
export default function seedExpenseAutomations(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    if (companyIndex === 6) return;
    const categoryId = (code: string) => ctx.db.categories.find((row) => row.company_id === company.id && row.code === code)?.id;
    RULES.forEach((rule, index) => {
      const category_id = categoryId(rule.category);
      if (category_id === undefined) return;
      const row: StoredExpenseAutomation = {
        id: ctx.nextId('expenseAutomations'),
        company_id: company.id,
        name: rule.name,
        priority: (index + 1) * 10,
        enabled: rule.enabled,
        merchant_contains: rule.merchant,
        mcc_category: rule.mcc,
        max_amount: rule.max,
        currency: rule.max === null ? null : 'AED',
        category_id,
        project_id: null,
        tag_ids: [],
        status: 'active',
        created_at: daysAgo(ctx, 30 + index),
      };
      ctx.db.expenseAutomations.push(row);
    });
  });
}
