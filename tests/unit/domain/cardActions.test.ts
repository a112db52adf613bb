import { describe, expect, it } from 'vitest';
import { availableCardActions, isCardClosed, nextCardStatus, OPEN_CARD_STATUSES } from '../../../src/domain/cardActions';
import { CARD_STATUSES } from '../../../src/domain/contractLists';

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

describe('the cards a limit can still be asked for', () => {
  it('are every status of the contract but terminated and expired', () => {
    expect([...OPEN_CARD_STATUSES].sort()).toEqual(['active', 'frozen', 'inactive']);
    expect(CARD_STATUSES.filter((status) => !OPEN_CARD_STATUSES.includes(status)).every(isCardClosed)).toBe(true);
  });
});
