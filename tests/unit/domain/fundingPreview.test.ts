import { describe, expect, it } from 'vitest';
import { fundingApprovalPreview } from '../../../src/domain/fundingPreview';

const wallet = { mode: 'limit', amount: 50_000, balance: 12_000 };

describe('what approving a funding request changes', () => {
  it('credits the company wallet when the company asks', () => {
    expect(fundingApprovalPreview({ type: 'company', limit: wallet }, wallet, 5_000.5)).toEqual({
      changes: [{ subject: 'wallet', before: 12_000, after: 17_000.5 }],
      shortfall: 0,
    });
  });

  it("raises a limit-mode target's cap only: no money moves, the wallet and the target's balance stay", () => {
    const target = { type: 'card', limit: { mode: 'limit', amount: 3_000, balance: 0 } };
    expect(fundingApprovalPreview(target, wallet, 20_000)).toEqual({
      changes: [{ subject: 'target_limit', before: 3_000, after: 23_000 }],
      shortfall: 0,
    });
  });

  it('moves money from the wallet otherwise, and names what the wallet lacks', () => {
    const target = { type: 'department', limit: { mode: 'inherited', amount: 0, balance: 900 } };
    expect(fundingApprovalPreview(target, wallet, 12_000)).toEqual({
      changes: [
        { subject: 'wallet', before: 12_000, after: 0 },
        { subject: 'target_balance', before: 0, after: 12_000 },
      ],
      shortfall: 0,
    });
    expect(fundingApprovalPreview(target, wallet, 12_000.01).shortfall).toBe(0.01);
  });
});
