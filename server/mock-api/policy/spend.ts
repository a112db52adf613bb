import { countsAsSpent, spentIn } from '../../../src/domain/spend.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { limitAfterMoney, movableBalance } from '../../../src/domain/moneyModel.ts';
import { expensesOfCompany, noteExpenseChanged } from '../store/expenseIndex.ts';
import type { StoredLedgerLeg } from '../store/ledgerTypes.ts';
import type { Limit, MockDatabase, StoredExpense } from '../store/types.ts';
import { journal, transactionsReferencing } from './journal.ts';
import { changeWallet, recordWalletChange } from './wallet.ts';

/**
 * Card spend and the money model (`src/domain/moneyModel.ts`).
 * - "Spent": every card, person and department limit counts what its expenses spent by the app's one
 *   spend rule (`src/domain/spend.ts`), in the limit's currency. It is what the cap is measured against;
 *   it moves no money.
 * - Money: an expense that counts as spent is paid by the nearest prefunded account up its chain
 *   (card → person → department) that holds its currency and enough of it: one `card_spend`
 *   transaction to the merchant (money leaves the company). When it stops counting (reversed,
 *   refunded, rejected) or its amount changes, the difference comes back (`card_refund`) to the
 *   account that paid — the company wallet when that account has gone. Spend no prefunded account
 *   pays is settled by the card program from the company wallet (its periodic `card_spend` entries).
 * The seed settles the same way (`store/seed/spend.ts`).
 */

/** An account that may pay an expense; a closed card (terminated, expired) can neither pay nor be paid back. */
type Payer = { type: 'card' | 'member' | 'department'; id: number; name: string; holder: { limit: Limit }; closed: boolean };

/** The card, person and department an expense is spent by (those that still exist), nearest first. */
function ownersOf(db: MockDatabase, expense: StoredExpense): { owner: Payer; expenses: (row: StoredExpense) => boolean }[] {
  const card = expense.card_id === null ? undefined : db.cards.find((row) => row.id === expense.card_id);
  const member = db.members.find((row) => row.id === expense.member_id);
  const department = expense.department_id === null ? undefined : db.departments.find((row) => row.id === expense.department_id);
  const owners: { owner: Payer | undefined; expenses: (row: StoredExpense) => boolean }[] = [
    {
      owner: card && {
        type: 'card',
        id: card.id,
        name: `•••• ${card.number.slice(-4)} (${card.name})`,
        holder: card,
        closed: isCardClosed(card.status),
      },
      expenses: (row) => row.card_id === expense.card_id,
    },
    {
      owner: member && { type: 'member', id: member.id, name: `${member.first_name} ${member.last_name}`, holder: member, closed: false },
      expenses: (row) => row.member_id === expense.member_id,
    },
    {
      owner: department && { type: 'department', id: department.id, name: department.name, holder: department, closed: false },
      expenses: (row) => row.department_id === expense.department_id,
    },
  ];
  return owners.filter((entry): entry is { owner: Payer; expenses: (row: StoredExpense) => boolean } => entry.owner !== undefined);
}

/** The owner's "Spent" recomputed from its expenses (no money moves: spent is measured against the cap). */
function recomputeSpent(db: MockDatabase, companyId: string, owner: Payer, belongs: (row: StoredExpense) => boolean): void {
  const expenses = expensesOfCompany(db, companyId).filter(belongs);
  owner.holder.limit = { ...owner.holder.limit, spent: spentIn(expenses, owner.holder.limit.currency) };
}

/** What the expense has paid so far, and from which account of the company (from its ledger transactions). */
function settlementOf(db: MockDatabase, expense: StoredExpense): { leg: StoredLedgerLeg | null; paid: number } {
  let paid = 0;
  let leg: StoredLedgerLeg | null = null;
  for (const transaction of transactionsReferencing(db, 'expense', expense.id)) {
    for (const entry of transaction.legs) {
      if (entry.account_type === 'external') continue;
      paid = roundCents(paid - entry.amount);
      leg ??= entry;
    }
  }
  return { leg, paid };
}

/** After an expense changed (its status, amount): "Spent" follows, and its money is paid or comes back. */
export function expenseChanged(db: MockDatabase, expense: StoredExpense): void {
  noteExpenseChanged(db, expense.company_id);
  const owners = ownersOf(db, expense);
  for (const { owner, expenses } of owners) recomputeSpent(db, expense.company_id, owner, expenses);
  settleExpense(
    db,
    expense,
    owners.map((entry) => entry.owner).filter((owner) => !owner.closed),
  );
}

function settleExpense(db: MockDatabase, expense: StoredExpense, chain: Payer[]): void {
  const company = db.companies.find((row) => row.id === expense.company_id);
  if (!company) return;
  const due = countsAsSpent(expense.status) ? roundCents(expense.amount) : 0;
  const { leg, paid } = settlementOf(db, expense);
  const difference = roundCents(due - paid);
  if (difference === 0) return;
  const at = new Date().toISOString();
  const merchant = expense.merchant || 'Merchant';
  const reference = { kind: 'expense', id: expense.id };
  if (difference > 0) {
    // Paid now: by the account that paid before, or the nearest prefunded one that holds enough.
    const payer =
      (leg && chain.find((owner) => owner.type === leg.account_type && String(owner.id) === leg.account_id)) ??
      chain.find((owner) => owner.holder.limit.currency === expense.currency && movableBalance(owner.holder.limit) >= difference);
    if (!payer || movableBalance(payer.holder.limit) < difference || payer.holder.limit.currency !== expense.currency) return;
    payer.holder.limit = limitAfterMoney(payer.holder.limit, -difference);
    journal(db, company.id, { kind: 'card_spend', description: `Card spend at ${merchant}`, reference, at }, [
      legOf(payer, expense, -difference),
      {
        account_type: 'external',
        account_id: merchant,
        account_name: merchant,
        currency: expense.currency,
        amount: difference,
        balance_after: null,
      },
    ]);
    return;
  }
  if (!leg) return;
  // Back to the account that paid, or to the company wallet when it has gone (or is a closed card).
  const back = -difference;
  const payer = chain.find((owner) => owner.type === leg.account_type && String(owner.id) === leg.account_id);
  let internal: StoredLedgerLeg;
  if (payer) {
    payer.holder.limit = limitAfterMoney(payer.holder.limit, back);
    internal = legOf(payer, expense, back);
  } else {
    changeWallet(company, expense.currency, back);
    const entry = recordWalletChange(db, company, expense.currency, back, {
      type: 'refund',
      description: `Refund of card spend at ${merchant} (the card's account has gone)`,
      reference,
      at,
    });
    internal = {
      account_type: 'company',
      account_id: company.id,
      account_name: company.name,
      currency: expense.currency,
      amount: back,
      balance_after: entry.balance_after,
    };
  }
  journal(db, company.id, { kind: 'card_refund', description: `Card spend at ${merchant} reversed`, reference, at }, [
    internal,
    {
      account_type: 'external',
      account_id: merchant,
      account_name: merchant,
      currency: expense.currency,
      amount: -back,
      balance_after: null,
    },
  ]);
}

function legOf(payer: Payer, expense: StoredExpense, amount: number): StoredLedgerLeg {
  return {
    account_type: payer.type,
    account_id: String(payer.id),
    account_name: payer.name,
    currency: expense.currency,
    amount,
    balance_after: payer.holder.limit.balance,
  };
}
