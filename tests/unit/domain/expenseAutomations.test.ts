import { describe, expect, it } from 'vitest';
import { automationMatches, automationOrder, firstMatchingAutomation, type AutomationRule } from '../../../src/domain/expenseAutomations';

const rule = (over: Partial<AutomationRule> = {}): AutomationRule => ({
  id: 1,
  priority: 10,
  enabled: true,
  status: 'active',
  merchant_contains: 'careem',
  mcc_category: null,
  max_amount: null,
  currency: null,
  ...over,
});
const ride = { merchant: 'CAREEM Ride 2291', category: 'taxi_and_rideshare', amount: 42.5, currency: 'AED' };

describe('automationMatches', () => {
  it('matches a merchant that contains the text in any case', () => {
    expect(automationMatches(rule({ merchant_contains: 'Careem ride' }), ride)).toBe(true);
    expect(automationMatches(rule({ merchant_contains: 'uber' }), ride)).toBe(false);
  });

  it('never matches on an empty text', () => {
    expect(automationMatches(rule({ merchant_contains: '  ' }), ride)).toBe(false);
  });

  it('asks for the merchant category only when the rule names one', () => {
    expect(automationMatches(rule({ mcc_category: 'taxi_and_rideshare' }), ride)).toBe(true);
    expect(automationMatches(rule({ mcc_category: 'airlines' }), ride)).toBe(false);
  });

  it('takes an amount up to the maximum, in the maximum’s currency only', () => {
    expect(automationMatches(rule({ max_amount: 42.5, currency: 'AED' }), ride)).toBe(true);
    expect(automationMatches(rule({ max_amount: 42.49, currency: 'AED' }), ride)).toBe(false);
    expect(automationMatches(rule({ max_amount: 1000, currency: 'USD' }), ride)).toBe(false);
  });
});

describe('firstMatchingAutomation', () => {
  it('tries the rules by priority, then by id', () => {
    const rules = [rule({ id: 3, priority: 5 }), rule({ id: 2, priority: 1 }), rule({ id: 1, priority: 5 })];
    expect(automationOrder(rules).map((row) => row.id)).toEqual([2, 1, 3]);
    expect(firstMatchingAutomation(rules, ride)?.id).toBe(2);
  });

  it('skips a disabled or archived rule and one that does not match', () => {
    const rules = [
      rule({ id: 1, priority: 1, enabled: false }),
      rule({ id: 2, priority: 2, status: 'archived' }),
      rule({ id: 3, priority: 3, merchant_contains: 'uber' }),
      rule({ id: 4, priority: 4 }),
    ];
    expect(firstMatchingAutomation(rules, ride)?.id).toBe(4);
    expect(firstMatchingAutomation(rules.slice(0, 3), ride)).toBeUndefined();
  });
});
