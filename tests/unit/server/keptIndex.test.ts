import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../../server/mock-api/index.ts';
import { portfolioTeam } from '../../../server/mock-api/policy/portfolio.ts';
import { approvalInbox } from '../../../server/mock-api/policy/portfolioInbox.ts';
import { changeCountOf, noteStoreChange } from '../../../server/mock-api/store/changeCounter.ts';
import { seededDatabase } from '../../../server/mock-api/store/databaseCopy.ts';
import { noteExpenseChanged } from '../../../server/mock-api/store/expenseIndex.ts';
import { keptIndex } from '../../../server/mock-api/store/keptIndex.ts';

const firmAdminOf = (db: ReturnType<typeof seededDatabase>) => db.users.find((user) => user.email === SEEDED_ACCOUNTS.firmAdmin)!;

describe('indexes kept on the store change counter', () => {
  it('builds once per change of the store or of its key, and each database keeps its own', () => {
    const db = seededDatabase('default');
    let builds = 0;
    const count = () => keptIndex(db, 'test rows', 'all', 'day 1', () => (builds += 1));
    expect([count(), count()]).toEqual([1, 1]);
    noteStoreChange(db);
    expect(count()).toBe(2);
    expect(keptIndex(db, 'test rows', 'all', 'day 2', () => (builds += 1))).toBe(3);
    const other = seededDatabase('default');
    expect(changeCountOf(other)).toBe(0);
    expect(keptIndex(other, 'test rows', 'all', 'day 2', () => 'own')).toBe('own');
  });

  it('a team figure computed after a write sees the write; before the write is noted, the kept team is answered', () => {
    const db = seededDatabase('default');
    const admin = firmAdminOf(db);
    const before = portfolioTeam(db, admin);
    const member = db.members.find((row) => row.company_id === db.companies[0].id && row.status === 'active')!;
    member.first_name = 'Renamed';
    expect(portfolioTeam(db, admin)).toBe(before);
    noteStoreChange(db);
    const after = portfolioTeam(db, admin);
    expect(after).not.toBe(before);
    expect(after.people.find((person) => person.email === member.email)?.name).toBe(`Renamed ${member.last_name}`.trim());
  });

  it("the approval inbox counted after a bill's approval sees one item fewer", () => {
    const db = seededDatabase('default');
    const admin = firmAdminOf(db);
    const now = new Date();
    const inbox = approvalInbox(db, admin, now);
    const bill = inbox.all.find((item) => item.type === 'bill')!;
    const row = db.bills.find((candidate) => candidate.id === bill.id)!;
    row.approval_status = 'approved';
    noteStoreChange(db);
    const after = approvalInbox(db, admin, now);
    expect(after.stats.total_pending).toBe(inbox.stats.total_pending - 1);
    expect(after.all.some((item) => item.type === 'bill' && item.id === bill.id)).toBe(false);
  });

  it("a changed expense is a write: the company's expense items and the inbox follow", () => {
    const db = seededDatabase('default');
    const admin = firmAdminOf(db);
    const now = new Date();
    const inbox = approvalInbox(db, admin, now);
    const item = inbox.all.find((candidate) => candidate.type === 'expense')!;
    const expense = db.expenses.find((row) => row.id === item.id)!;
    expense.status = 'approved';
    noteExpenseChanged(db, expense.company_id);
    expect(approvalInbox(db, admin, now).all.some((candidate) => candidate.type === 'expense' && candidate.id === item.id)).toBe(false);
  });
});
