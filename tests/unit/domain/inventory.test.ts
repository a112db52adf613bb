import { describe, expect, it } from 'vitest';
import { isBelowReorderLevel } from '../../../src/domain/inventory';

describe('isBelowReorderLevel', () => {
  it('is true at or under the reorder level and false above it', () => {
    expect(isBelowReorderLevel({ quantity_on_hand: 2, reorder_level: 3 })).toBe(true);
    expect(isBelowReorderLevel({ quantity_on_hand: 8, reorder_level: 8 })).toBe(true);
    expect(isBelowReorderLevel({ quantity_on_hand: 0, reorder_level: 0 })).toBe(true);
    expect(isBelowReorderLevel({ quantity_on_hand: 8.5, reorder_level: 8 })).toBe(false);
    expect(isBelowReorderLevel({ quantity_on_hand: 14, reorder_level: 10 })).toBe(false);
  });
});
