import type { StoredExpenseAutomation } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** Three expense automations in every company but the last fixed one (its empty list); no faker draws, so no seeded value moves. */
export function seedExpenseAutomations(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    if (companyIndex === 6) return;
    for (const number of [1, 2, 3]) {
      const row: StoredExpenseAutomation = {
        id: ctx.nextId('expenseAutomations'),
        company_id: company.id,
        name: 'Expense automation ' + number,
        code: 'CC-' + number,
        status: 'active',
        created_at: daysAgo(ctx, 30 + number),
      };
      ctx.db.expenseAutomations.push(row);
    }
  });
}
