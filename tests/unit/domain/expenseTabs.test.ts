import { describe, expect, it } from 'vitest';
import { expenseTabColumns } from '../../../src/domain/expenseTabs';

describe('expenseTabColumns', () => {
  it("leaves the card out of a card's own tab", () => {
    expect(expenseTabColumns('card_id')).toEqual(['spent_at', 'merchant', 'member', 'amount', 'status']);
  });

  it("leaves the person out of a person's own tab", () => {
    expect(expenseTabColumns('member_id')).toEqual(['spent_at', 'merchant', 'card', 'amount', 'status']);
  });

  it("shows both the person and the card on a department's tab", () => {
    expect(expenseTabColumns('department_id')).toEqual(['spent_at', 'merchant', 'member', 'card', 'amount', 'status']);
  });
});
