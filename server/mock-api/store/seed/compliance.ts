import { defaultComplianceRules } from '../../../../src/domain/complianceRuleParams.ts';
import { newExpenseRow } from '../newExpenseRow.ts';
import type { StoredExpense } from '../types.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import type { SeedContext } from './seedContext.ts';

const DAY_MS = 86_400_000;

/**
 * Smart Comply (issue 16): every company's rules with their defaults, and in Acme a few crafted
 * expenses 70-odd days back (inside the simulator's 90 days, outside the default month of the
 * lists and the dashboard) that make a possible duplicate (same merchant and amount, two people,
 * a day apart) and a split purchase (three purchases at one merchant on one day above 5,000 AED).
 * Draws nothing from the faker: called last, it changes no other seeded value.
 */
export function seedCompliance(ctx: SeedContext): void {
  const at = ctx.referenceDate.toISOString();
  for (const company of ctx.db.companies) {
    const first = ctx.db.complianceRules.length + 1;
    ctx.db.complianceRules.push(...defaultComplianceRules(first).map((rule) => ({ ...rule, company_id: company.id, updated_at: at })));
  }
  const acme = SEEDED_COMPANIES[0].id;
  const people = ctx.db.members.filter((member) => member.company_id === acme && member.status === 'active').slice(0, 2);
  if (people.length < 2) return;
  const dayAgo = (days: number, hour: number) => new Date(ctx.referenceDate.getTime() - days * DAY_MS + hour * 3_600_000).toISOString();
  let nextId = ctx.db.expenses.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const crafted = (
    merchant: string,
    amount: number,
    member: (typeof people)[number],
    spentAt: string,
    description: string,
  ): StoredExpense =>
    newExpenseRow({
      id: nextId++,
      company_id: acme,
      merchant,
      description,
      amount,
      currency: 'AED',
      status: 'approved',
      category: 'office_supplies',
      card_id: null,
      member_id: member.id,
      department_id: member.department_id,
      spent_at: spentAt,
      created_at: spentAt,
    });
  const [first, second] = people;
  ctx.db.expenses.push(
    // A split purchase: 2,400 + 2,200 + 1,900 = 6,500 AED at one merchant on one Dubai day.
    crafted('Sharaf DG', 2400, first, dayAgo(72, 6), 'Laptop'),
    crafted('Sharaf DG', 2200, first, dayAgo(72, 7), 'Monitor'),
    crafted('Sharaf DG', 1900, first, dayAgo(72, 8), 'Docking station'),
    // A possible duplicate: the same merchant and amount a day apart, by two people.
    crafted('Dubai Print House', 1250, first, dayAgo(75, 7), 'Brochures'),
    crafted('Dubai Print House', 1250, second, dayAgo(74, 9), 'Brochures'),
  );
}
