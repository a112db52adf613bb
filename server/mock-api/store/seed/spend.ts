import { spentIn } from '../../../../src/domain/spend.ts';
import { holdsMoney } from '../../../../src/domain/moneyModel.ts';
import { cardLast4 } from '../../../../src/domain/cards.ts';
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
  for (const card of db.cards) settle(`card:${card.id}`, card);
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
  // A cap keeps its seeded size, never below what was spent against it.
  return { ...limit, spent, amount: Math.max(limit.amount, spent), balance: 0 };
}

/**
 * The first transaction of every company's ledger: the money each account holds at the seed, brought
 * forward from outside ('Balances brought forward'), one transaction per company with a leg per
 * account and currency. From here on every movement is a balanced transaction, so what the company
 * holds always equals what came in minus what went out. Seeded last (no faker draws).
 */
export function seedOpeningBalances(db: MockDatabase, at: string): void {
  for (const company of db.companies) {
    const legs: StoredLedgerLeg[] = [];
    const hold = (type: StoredLedgerLeg['account_type'], id: string, name: string, currency: Currency, amount: number) => {
      if (amount !== 0) legs.push({ account_type: type, account_id: id, account_name: name, currency, amount, balance_after: amount });
    };
    walletRows(company).forEach((row) => hold('company', company.id, company.name, row.currency, row.balance));
    for (const row of db.departments) if (row.company_id === company.id && holdsMoney(row.limit.mode)) hold('department', String(row.id), row.name, row.limit.currency, row.limit.balance);
    for (const row of db.members)
      if (row.company_id === company.id && holdsMoney(row.limit.mode)) hold('member', String(row.id), `${row.first_name} ${row.last_name}`, row.limit.currency, row.limit.balance);
    for (const row of db.cards)
      if (row.company_id === company.id && holdsMoney(row.limit.mode)) hold('card', String(row.id), `${cardLast4(row.number)} (${row.name})`, row.limit.currency, row.limit.balance);
    const totals = new Map<Currency, number>();
    for (const leg of legs) totals.set(leg.currency, roundCents((totals.get(leg.currency) ?? 0) + leg.amount));
    for (const [currency, total] of totals)
      legs.push({ account_type: 'external', account_id: 'Opening balances', account_name: 'Opening balances', currency, amount: -total, balance_after: null });
    if (legs.length < 2) continue;
    db.ledger.push({
      id: db.ledger.length + 1,
      company_id: company.id,
      at,
      kind: 'opening',
      description: 'Balances brought forward',
      reference_kind: null,
      reference_id: null,
      legs,
    });
  }
}

const walletRows = (company: StoredCompany) => [
  { currency: company.limit.currency, balance: company.limit.balance },
  ...(company.limit.other_currencies ?? []).map((row) => ({ currency: row.currency, balance: row.balance })),
];
