import { describe, expect, it } from 'vitest';
import { availableCardActions, isCardClosed, nextCardStatus } from '../../../src/domain/cardActions';

describe('card quick actions', () => {
  it('freezes active and inactive cards and unfreezes frozen ones to active', () => {
    expect(nextCardStatus('active', 'freeze')).toBe('frozen');
    expect(nextCardStatus('inactive', 'freeze')).toBe('frozen');
    expect(nextCardStatus('frozen', 'unfreeze')).toBe('active');
  });

  it('never unfreezes an expired or terminated card and never leaves terminated', () => {
    expect(nextCardStatus('expired', 'unfreeze')).toBeNull();
    expect(nextCardStatus('terminated', 'unfreeze')).toBeNull();
    expect(nextCardStatus('terminated', 'terminate')).toBeNull();
    expect(nextCardStatus('terminated', 'freeze')).toBeNull();
    expect(nextCardStatus('frozen', 'freeze')).toBeNull();
    expect(nextCardStatus('active', 'unfreeze')).toBeNull();
  });

  it('lists the actions each status offers', () => {
    expect(availableCardActions('active')).toEqual(['freeze', 'terminate']);
    expect(availableCardActions('frozen')).toEqual(['unfreeze', 'terminate']);
    expect(availableCardActions('expired')).toEqual(['terminate']);
    expect(availableCardActions('terminated')).toEqual([]);
  });

  it('treats terminated and expired cards as closed', () => {
    expect(isCardClosed('terminated')).toBe(true);
    expect(isCardClosed('expired')).toBe(true);
    expect(isCardClosed('frozen')).toBe(false);
  });
});
