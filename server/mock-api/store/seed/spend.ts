import { spentIn } from '../../../../src/domain/spend.ts';
import { holdsMoney } from '../../../../src/domain/moneyModel.ts';
import { cardLast4 } from '../../../../src/domain/cards.ts';
import { isCardClosed } from '../../../../src/domain/cardActions.ts';
import { moneyLeft } from '../../../../src/domain/spend.ts';
import type { Currency, Limit, MockDatabase, StoredCompany, StoredExpense } from '../types.ts';
import type { StoredLedgerLeg } from '../ledgerTypes.ts';
import { roundCents } from '../../../../src/domain/cents.ts';

/**
 * At seed time, by the money model (`src/domain/moneyModel.ts`): each limit's "Spent" is what its
 * expenses spent; a limit is a cap and holds no money (balance 0); an inherited account has neither
 * cap nor money; a prefunded (balance) account holds its seeded balance, which is what is left after
 * its spend (its amount is that balance). Seeded money is never negative.
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
    owner.limit = seededLimit(owner.limit, spent);
  };
  for (const card of db.cards) {
    settle(`card:${card.id}`, card);
    // A terminated or expired card holds nothing: its money went back to the company when it closed.
    if (isCardClosed(card.status) && holdsMoney(card.limit.mode)) card.limit = { ...card.limit, amount: 0, balance: 0 };
  }
  for (const member of db.members) settle(`member:${member.id}`, member);
  for (const department of db.departments) settle(`department:${department.id}`, department);
}

/** A seeded limit in the money model: the same cap (what was left plus what was spent), money only when prefunded. */
function seededLimit(limit: Limit, spent: number): Limit {
  if (limit.mode === 'inherited') return { ...limit, spent, amount: 0, balance: 0 };
  if (holdsMoney(limit.mode)) {
    const balance = roundCents(Math.max(0, limit.balance));
    return { ...limit, spent, amount: balance, balance };
  }
  // A cap keeps what was left under it when the spend changes: left + spent.
  return { ...limit, spent, amount: roundCents(Math.max(0, limit.amount - limit.spent) + spent), balance: 0 };
}

/**
 * Every company's ledger at the seed (no faker draws; seeded last): its first transaction brings
 * forward from outside what each account held before the seeded card spend ('Balances brought
 * forward'), then each seeded expense that counts as spent and was paid by a prefunded account
 * (the nearest of its card, person and department in its currency, as `policy/spend.ts` pays) is a
 * `card_spend` transaction, oldest first, so each account's entries end at what it holds. From here
 * on every movement is a balanced transaction: what the company holds always equals what came in
 * minus what went out.
 */
export function seedOpeningBalances(db: MockDatabase, at: string): void {
  const ofCompany = <Row extends { company_id: string }>(rows: Row[]) => {
    const grouped = new Map<string, Row[]>();
    for (const row of rows) {
      const list = grouped.get(row.company_id);
      if (list) list.push(row);
      else grouped.set(row.company_id, [row]);
    }
    return (companyId: string) => grouped.get(companyId) ?? [];
  };
  const [departmentsOf, membersOf, cardsOf] = [ofCompany(db.departments), ofCompany(db.members), ofCompany(db.cards)];
  const spendsOf = ofCompany(db.expenses.filter((row) => moneyLeft(row)));
  for (const company of db.companies) {
    const accounts = new Map<
      string,
      { type: StoredLedgerLeg['account_type']; id: string; name: string; currency: Currency; balance: number }
    >();
    const account = (type: StoredLedgerLeg['account_type'], id: string, name: string, currency: Currency, balance: number) =>
      accounts.set(`${type}:${id}:${currency}`, { type, id, name, currency, balance });
    walletRows(company).forEach((row) => account('company', company.id, company.name, row.currency, row.balance));
    const departments = departmentsOf(company.id);
    const members = membersOf(company.id);
    const cards = cardsOf(company.id);
    for (const row of departments)
      if (holdsMoney(row.limit.mode)) account('department', String(row.id), row.name, row.limit.currency, row.limit.balance);
    for (const row of members)
      if (holdsMoney(row.limit.mode))
        account('member', String(row.id), `${row.first_name} ${row.last_name}`, row.limit.currency, row.limit.balance);
    for (const row of cards)
      if (holdsMoney(row.limit.mode) && !isCardClosed(row.status))
        account('card', String(row.id), `${cardLast4(row.number)} (${row.name})`, row.limit.currency, row.limit.balance);

    // The seeded spend each prefunded account paid, oldest first.
    const payments: { key: string; expense: StoredExpense }[] = [];
    const spends = [...spendsOf(company.id)];
    spends.sort((a, b) => a.spent_at.localeCompare(b.spent_at) || a.id - b.id);
    for (const expense of spends) {
      const chain = [
        expense.card_id === null ? null : `card:${expense.card_id}:${expense.currency}`,
        `member:${expense.member_id}:${expense.currency}`,
        expense.department_id === null ? null : `department:${expense.department_id}:${expense.currency}`,
      ];
      const key = chain.find((candidate) => candidate !== null && accounts.has(candidate));
      if (key) payments.push({ key, expense });
    }
    const opening = new Map([...accounts].map(([key, row]) => [key, row.balance]));
    for (const { key, expense } of payments) opening.set(key, roundCents((opening.get(key) ?? 0) + expense.amount));

    const legs: StoredLedgerLeg[] = [];
    const totals = new Map<Currency, number>();
    for (const [key, amount] of opening) {
      const row = accounts.get(key)!;
      if (amount === 0) continue;
      legs.push({
        account_type: row.type,
        account_id: row.id,
        account_name: row.name,
        currency: row.currency,
        amount,
        balance_after: amount,
      });
      totals.set(row.currency, roundCents((totals.get(row.currency) ?? 0) + amount));
    }
    for (const [currency, total] of totals)
      legs.push({
        account_type: 'external',
        account_id: 'Opening balances',
        account_name: 'Opening balances',
        currency,
        amount: -total,
        balance_after: null,
      });
    const openedAt = payments.length > 0 && payments[0].expense.spent_at < at ? payments[0].expense.spent_at : at;
    if (legs.length >= 2) push(db, company.id, openedAt, 'opening', 'Balances brought forward', null, legs);

    const running = new Map(opening);
    for (const { key, expense } of payments) {
      const row = accounts.get(key)!;
      const after = roundCents((running.get(key) ?? 0) - expense.amount);
      running.set(key, after);
      const merchant = expense.merchant || 'Merchant';
      push(db, company.id, expense.spent_at, 'card_spend', `Card spend at ${merchant}`, { kind: 'expense', id: String(expense.id) }, [
        {
          account_type: row.type,
          account_id: row.id,
          account_name: row.name,
          currency: expense.currency,
          amount: -expense.amount,
          balance_after: after,
        },
        {
          account_type: 'external',
          account_id: merchant,
          account_name: merchant,
          currency: expense.currency,
          amount: expense.amount,
          balance_after: null,
        },
      ]);
    }
  }
}

function push(
  db: MockDatabase,
  companyId: string,
  at: string,
  kind: 'opening' | 'card_spend',
  description: string,
  reference: { kind: string; id: string } | null,
  legs: StoredLedgerLeg[],
): void {
  db.ledger.push({
    id: db.ledger.length + 1,
    company_id: companyId,
    at,
    kind,
    description,
    reference_kind: reference?.kind ?? null,
    reference_id: reference?.id ?? null,
    legs,
  });
}

const walletRows = (company: StoredCompany) => [
  { currency: company.limit.currency, balance: company.limit.balance },
  ...(company.limit.other_currencies ?? []).map((row) => ({ currency: row.currency, balance: row.balance })),
];
