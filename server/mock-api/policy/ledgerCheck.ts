import { roundCents } from '../../../src/domain/cents.ts';
import { holdsMoney, isBalanced } from '../../../src/domain/moneyModel.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import type { MockDatabase } from '../store/types.ts';

/**
 * The ledger's invariant for one company (issue 33), as a list of what breaks it (empty: it holds):
 * every transaction balances in each currency; every account holds exactly the sum of its legs; no
 * account of the company is negative, and one that is not prefunded holds nothing; and per currency
 * what the company holds equals what came in from outside minus what went out.
 */
export function ledgerViolations(db: MockDatabase, companyId: string): string[] {
  const problems: string[] = [];
  const byAccount = new Map<string, number>();
  const outside = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, roundCents((map.get(key) ?? 0) + amount));
  for (const row of db.ledger) {
    if (row.company_id !== companyId) continue;
    const legs = row.legs.map((leg) => ({
      account: { type: leg.account_type, id: leg.account_id },
      currency: leg.currency,
      amount: leg.amount,
    }));
    if (!isBalanced(legs)) problems.push(`transaction ${row.id} (${row.kind}) does not balance`);
    for (const leg of row.legs) {
      if (leg.account_type === 'external') add(outside, leg.currency, -leg.amount);
      else add(byAccount, `${leg.account_type}:${leg.account_id}:${leg.currency}`, leg.amount);
    }
  }
  const held = new Map<string, number>();
  const company = db.companies.find((row) => row.id === companyId);
  if (!company) return problems;
  const expect = (key: string, currency: string, amount: number, prefunded: boolean) => {
    const fromLegs = byAccount.get(key) ?? 0;
    byAccount.delete(key);
    if (roundCents(fromLegs) !== roundCents(amount)) problems.push(`${key} holds ${amount} but its legs sum to ${fromLegs}`);
    if (amount < 0) problems.push(`${key} is negative (${amount})`);
    if (!prefunded && amount !== 0) problems.push(`${key} holds ${amount} without being prefunded`);
    add(held, currency, amount);
  };
  expect(`company:${company.id}:${company.limit.currency}`, company.limit.currency, company.limit.balance, true);
  for (const row of company.limit.other_currencies ?? []) expect(`company:${company.id}:${row.currency}`, row.currency, row.balance, true);
  const holders = [
    ...db.departments
      .filter((row) => row.company_id === companyId)
      .map((row) => ({ key: `department:${row.id}`, limit: row.limit, closed: false })),
    ...db.members
      .filter((row) => row.company_id === companyId)
      .map((row) => ({ key: `member:${row.id}`, limit: row.limit, closed: false })),
    ...db.cards
      .filter((row) => row.company_id === companyId)
      .map((row) => ({ key: `card:${row.id}`, limit: row.limit, closed: isCardClosed(row.status) })),
  ];
  for (const { key, limit, closed } of holders) {
    expect(`${key}:${limit.currency}`, limit.currency, limit.balance, holdsMoney(limit.mode));
    // Money on a terminated or expired card is money nobody can reach.
    if (closed && limit.balance !== 0) problems.push(`${key} is closed but holds ${limit.balance}`);
  }
  // Legs left are accounts that are gone (a removed person): they must have been emptied.
  for (const [key, amount] of byAccount)
    if (amount !== 0 && !key.startsWith('company:')) problems.push(`${key} has gone holding ${amount}`);
  for (const [currency, amount] of held) {
    const net = outside.get(currency) ?? 0;
    if (roundCents(net) !== roundCents(amount)) problems.push(`${currency}: the company holds ${amount}, came in minus went out is ${net}`);
  }
  return problems;
}
