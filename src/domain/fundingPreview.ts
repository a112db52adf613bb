import { roundCents } from './cents';
import { transferPreview, type BalanceChange } from './transfers';

type Limit = { mode: string; amount: number; balance: number };

export type FundingChange = BalanceChange & { subject: 'wallet' | 'target_limit' | 'target_balance' };

export type FundingPreview = {
  /** What approving changes, each before → after (the mock's `giveFunds`). */
  changes: FundingChange[];
  /** How much the company wallet lacks for a transfer (approving is then refused), else 0. */
  shortfall: number;
};

/**
 * What approving a funding request of `amount` changes: the company wallet receives it (target the
 * company); a target in limit mode has its cap raised and no money moves (a limit is not money: the
 * wallet and the target's balance stay); any other target gets a transfer from the company wallet,
 * which must hold it.
 */
export function fundingApprovalPreview(target: { type: string; limit: Limit }, wallet: Limit, amount: number): FundingPreview {
  if (target.type === 'company')
    return { changes: [{ subject: 'wallet', before: wallet.balance, after: roundCents(wallet.balance + amount) }], shortfall: 0 };
  if (target.limit.mode === 'limit')
    return {
      changes: [{ subject: 'target_limit', before: target.limit.amount, after: roundCents(target.limit.amount + amount) }],
      shortfall: 0,
    };
  const moved = transferPreview(wallet, target.limit, amount);
  return {
    changes: [
      { subject: 'wallet', ...moved.from },
      { subject: 'target_balance', ...moved.to },
    ],
    shortfall: Math.max(0, roundCents(amount - wallet.balance)),
  };
}
