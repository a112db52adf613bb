import { spentIn } from '../../../../src/domain/spend.ts';
import type { Limit, MockDatabase, StoredExpense } from '../types.ts';
import { roundCents } from '../../../../src/domain/cents.ts';

/**
 * At seed time: each limit's "Spent" is what its expenses spent, and its seeded balance stays (the money
 * in the company does not change), so the amount of a limit or balance becomes balance + spent.
 */
export function settleSeededSpend(db: MockDatabase): void {
  const byOwner = new Map<string, StoredExpense[]>();
  const add = (key: string, row: StoredExpense) => {
    const rows = byOwner.get(key);
    if (rows) rows.push(row);
    else byOwner.set(key, [row]);
  };
  for (const row of db.expenses) {
    if (row.card_id !== null) add(`card:${row.card_id}`, row);
    add(`member:${row.member_id}`, row);
    if (row.department_id !== null) add(`department:${row.department_id}`, row);
  }
  const settle = (key: string, owner: { limit: Limit }) => {
    const spent = spentIn(byOwner.get(key) ?? [], owner.limit.currency);
    const inherited = owner.limit.mode === 'inherited';
    owner.limit = { ...owner.limit, spent, amount: inherited ? owner.limit.amount : roundCents(owner.limit.balance + spent) };
  };
  for (const card of db.cards) settle(`card:${card.id}`, card);
  for (const member of db.members) settle(`member:${member.id}`, member);
  for (const department of db.departments) settle(`department:${department.id}`, department);
}
