import { moneyLeft, spentIn } from '../../../src/domain/spend.ts';
import { isCardClosed } from '../../../src/domain/cardActions.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { limitAfterMoney, movableBalance } from '../../../src/domain/moneyModel.ts';
import { expensesOfCompany, noteExpenseChanged } from '../store/expenseIndex.ts';
import type { StoredLedgerLeg } from '../store/ledgerTypes.ts';
import type { Limit, MockDatabase, StoredExpense } from '../store/types.ts';
import { journal, transactionsReferencing } from './journal.ts';
import { creditWallet, debitWallet, walletShortfall } from './wallet.ts';

/**
 * Card spend and the money model (`src/domain/moneyModel.ts`).
 * - "Spent": every card, person and department limit counts what its expenses spent by the app's one
 *   spend rule (`src/domain/spend.ts`), in the limit's currency. It is what the cap is measured against;
 *   it moves no money.
 * - Money: once an expense's money has left the company (`moneyLeft`: card spend that counts as spent;
 *   an out-of-pocket expense once reimbursed), it is paid by the nearest prefunded account up its chain
 *   (card → person → department) that holds its currency and enough of it, else by the company wallet
 *   (never below zero: then it stays unpaid): one `card_spend` (or `reimbursement`) transaction with
 *   the merchant (or the person) outside. When it stops counting (reversed, refunded, rejected) or its
 *   amount changes, the difference comes back to the account that paid — the company wallet when that
 *   was the wallet or has gone.
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
  const due = moneyLeft(expense) ? roundCents(expense.amount) : 0;
  const { leg, paid } = settlementOf(db, expense);
  const difference = roundCents(due - paid);
  if (difference === 0) return;
  const at = new Date().toISOString();
  const outOfPocket = expense.card_id === null;
  const outside = outOfPocket ? 'Employee' : expense.merchant || 'Merchant';
  const reference = { kind: 'expense', id: expense.id };
  const description = outOfPocket ? `Reimbursement of ${expense.merchant || 'an expense'}` : `Card spend at ${outside}`;
  const paidBefore = (owner: Payer) => leg !== null && owner.type === leg.account_type && String(owner.id) === leg.account_id;
  if (difference > 0) {
    // Paid now: by the account that paid before, else the nearest prefunded one that holds enough, else the company wallet.
    const holds = (owner: Payer) => owner.holder.limit.currency === expense.currency && movableBalance(owner.holder.limit) >= difference;
    const payer = leg ? chain.find(paidBefore) : chain.find(holds);
    if (payer && holds(payer)) {
      payer.holder.limit = limitAfterMoney(payer.holder.limit, -difference);
      journal(db, company.id, { kind: outOfPocket ? 'reimbursement' : 'card_spend', description, reference, at }, [
        legOf(payer, expense, -difference),
        outsideLeg(outside, expense, difference),
      ]);
      return;
    }
    // The company wallet pays what no prefunded account holds (never below zero: then it stays unpaid).
    if ((leg === null || leg.account_type === 'company') && !walletShortfall(company, expense.currency, difference, 'this spend')) {
      debitWallet(db, company, expense.currency, difference, {
        type: outOfPocket ? 'reimbursement' : 'card_spend',
        description,
        reference,
        at,
        outside,
      });
    }
    return;
  }
  if (!leg) return;
  // Back to the account that paid, or to the company wallet when that was the wallet, or it has gone (or is a closed card).
  const back = -difference;
  const payer = chain.find(paidBefore);
  if (!payer) {
    creditWallet(db, company, expense.currency, back, { type: 'refund', description: `${description} reversed`, reference, at, outside });
    return;
  }
  payer.holder.limit = limitAfterMoney(payer.holder.limit, back);
  journal(db, company.id, { kind: 'card_refund', description: `${description} reversed`, reference, at }, [
    legOf(payer, expense, back),
    outsideLeg(outside, expense, -back),
  ]);
}

function outsideLeg(name: string, expense: StoredExpense, amount: number): StoredLedgerLeg {
  return { account_type: 'external', account_id: name, account_name: name, currency: expense.currency, amount, balance_after: null };
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
