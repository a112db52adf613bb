import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../../server/mock-api/index.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { seedDatabase } from '../../../server/mock-api/store/seed/index.ts';

const acme = SEEDED_COMPANIES[0].id;

describe('seeded expense notifications (issue 35 item 4)', () => {
  const db = seedDatabase('default', new Date('2026-11-28T08:00:00Z'));
  const personOf = (email: string) => {
    const user = db.users.find((row) => row.email === email)!;
    const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === acme)!;
    return { user, person: db.members.find((row) => row.id === membership.member_id)! };
  };

  for (const account of [SEEDED_ACCOUNTS.member, SEEDED_ACCOUNTS.manager]) {
    it(`${account}'s bell holds the rejection of their own expense, linking to it, with the reason the trail records`, () => {
      const { user, person } = personOf(account);
      const rung = db.notifications.filter(
        (row) => row.user_id === user.id && row.data.additional_data.cta?.startsWith('/expenses/overview/'),
      );
      expect(rung).toHaveLength(1);
      const id = Number(rung[0].data.additional_data.cta!.split('/').pop());
      const expense = db.expenses.find((row) => row.id === id && row.company_id === acme)!;
      expect(expense).toMatchObject({ member_id: person.id, status: 'manual_rejected', card_id: null });
      expect(rung[0].data.title).toBe(
        `Your expense at ${expense.merchant} (${formatMoney(expense.amount, expense.currency)}) was rejected: ${expense.rejection_reason}`,
      );
      const trail = db.expenseActivity.filter((row) => row.expense_id === id);
      expect(trail).toEqual([
        expect.objectContaining({ kind: 'status', to_status: 'manual_rejected', actor: 'Farah Al Mansoori', at: rung[0].created_at }),
      ]);
    });
  }

  it('the seeded expenses are the last rows of their table (appended: every earlier row stays as it was)', () => {
    const claimed = new Set(db.notifications.map((row) => row.data.additional_data.cta).filter((cta) => cta?.startsWith('/expenses/')));
    const ids = [...claimed].map((cta) => Number(cta!.split('/').pop()));
    const last = db.expenses.slice(-ids.length).map((row) => row.id);
    expect(ids.sort()).toEqual(last.sort());
  });
});
