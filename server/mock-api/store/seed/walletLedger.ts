import type { StoredCompany, StoredWalletEntry, WalletEntryType } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';
import { roundCents } from '../../../../src/domain/cents.ts';

type Movement = Omit<StoredWalletEntry, 'id' | 'company_id' | 'balance_after' | 'currency'>;

/** Months of monthly top-ups (from the funding account) and card-spend settlements seeded per company. */
const MONTHS = 6;

/**
 * The ledger history of every company wallet in its own currency: the seeded transfers to and from
 * the company, the seeded bill payments (and the failed ones' returns), the paid salary runs, a monthly top-up from the
 * funding account and a fortnightly card-spend settlement. Derived from the seeded rows and indexes
 * alone (no faker draws); seeded last. The opening balance is computed backwards, so the running
 * balance ends at the company's seeded wallet balance.
 */
export function seedWalletLedger(ctx: SeedContext): void {
  const { db } = ctx;
  db.companies.forEach((company, companyIndex) => {
    const movements = companyMovements(ctx, company, companyIndex);
    movements.sort((a, b) => a.at.localeCompare(b.at));
    const total = roundCents(movements.reduce((sum, row) => sum + row.amount, 0));
    let balance = roundCents(company.limit.balance - total);
    // A wallet never went below zero: the first top-up was larger when the history would start negative.
    const firstTopUp = movements.find((row) => row.type === 'top_up');
    if (balance < 0 && firstTopUp) {
      firstTopUp.amount = roundCents(firstTopUp.amount - balance);
      firstTopUp.description = `Top-up from ${fundingAccountName(ctx, company)}`;
      balance = 0;
    }
    // Re-derive the opening after the adjustment so the last entry is exactly the wallet balance.
    balance = roundCents(company.limit.balance - movements.reduce((sum, row) => sum + row.amount, 0));
    for (const movement of movements) {
      balance = roundCents(balance + movement.amount);
      db.walletEntries.push({
        ...movement,
        id: ctx.nextId('walletEntries'),
        company_id: company.id,
        currency: company.limit.currency,
        balance_after: balance,
      });
    }
  });
}

function fundingAccountName(ctx: SeedContext, company: StoredCompany): string {
  return ctx.db.companySettings.find((row) => row.company_id === company.id)?.account_information.bank_name ?? 'the funding account';
}

function companyMovements(ctx: SeedContext, company: StoredCompany, companyIndex: number): Movement[] {
  const { db } = ctx;
  const movements: Movement[] = [];
  const push = (type: WalletEntryType, at: string, amount: number, description: string, kind: string | null, id: number | null) =>
    movements.push({
      type,
      at,
      amount: roundCents(amount),
      description,
      reference_kind: kind,
      reference_id: id === null ? null : String(id),
    });

  for (const transfer of db.transfers) {
    if (transfer.company_id !== company.id || transfer.currency !== company.limit.currency) continue;
    const partyName = (side: typeof transfer.from) => side.name ?? partyNameOf(ctx, side.type, side.id);
    if (transfer.from.type === 'company')
      push('transfer_out', transfer.created_at, -transfer.amount, `Transfer to ${partyName(transfer.to)}`, 'transfer', transfer.id);
    if (transfer.to.type === 'company')
      push('transfer_in', transfer.created_at, transfer.amount, `Transfer from ${partyName(transfer.from)}`, 'transfer', transfer.id);
  }

  for (const bill of db.bills) {
    if (bill.company_id !== company.id || bill.currency !== company.limit.currency) continue;
    const vendor = db.counterparts.find((row) => row.id === bill.vendor_id)?.name ?? 'the vendor';
    for (const payment of bill.payments) {
      push('bill_payment', payment.scheduled_at, -payment.amount, `Bill ${bill.invoice_number} to ${vendor}`, 'bill', bill.id);
      if (payment.status === 'failed' && payment.settled_at)
        push(
          'bill_payment_returned',
          payment.settled_at,
          payment.amount,
          `Payment of bill ${bill.invoice_number} returned: ${payment.failure_reason ?? 'failed'}`,
          'bill',
          bill.id,
        );
    }
  }

  for (const run of db.salaryRuns) {
    if (run.company_id !== company.id || run.paid_at === null || company.limit.currency !== 'AED') continue;
    const description = `Salaries of ${run.month} paid to ${run.lines.length} employees (WPS)`;
    push('salary_payment', run.paid_at, -run.totals.net_pay, description, 'salary_run', run.id);
  }

  const bank = fundingAccountName(ctx, company);
  for (let month = MONTHS; month >= 1; month -= 1) {
    const topUp = 20_000 + ((companyIndex * 7_919 + month * 3_571) % 40_000);
    push('top_up', daysAgo(ctx, month * 30 + 2), topUp, `Top-up from ${bank}`, null, null);
    for (const half of [0, 15]) {
      const spend = 800 + ((companyIndex * 1_013 + month * 389 + half * 97) % 5_200) + 0.25 * (month % 4);
      push('card_spend', daysAgo(ctx, month * 30 - half - 5), -spend, 'Card spend settled', null, null);
    }
    if (month % 3 === 0) {
      const refund = 120 + ((companyIndex * 211 + month * 71) % 900);
      push('refund', daysAgo(ctx, month * 30 - 9), refund, 'Merchant refund on card spend', null, null);
    }
  }
  return movements;
}

function partyNameOf(ctx: SeedContext, type: string, id: number | string): string {
  const { db } = ctx;
  if (type === 'department') return db.departments.find((row) => row.id === Number(id))?.name ?? 'a department';
  if (type === 'member') {
    const member = db.members.find((row) => row.id === Number(id));
    return member ? `${member.first_name} ${member.last_name}` : 'a person';
  }
  if (type === 'card') {
    const card = db.cards.find((row) => row.id === Number(id));
    return card ? `•••• ${card.number.slice(-4)} (${card.name})` : 'a card';
  }
  return 'the company';
}
