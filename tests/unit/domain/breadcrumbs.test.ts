import { describe, expect, it } from 'vitest';
import { trimBreadcrumbs } from '../../../src/domain/breadcrumbs';

const crumbs = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);
const shown = (t: ReturnType<typeof trimBreadcrumbs<string>>) => [...t.head, ...t.tail];

describe('trimBreadcrumbs', () => {
  it('keeps up to 5 items untouched', () => {
    expect(trimBreadcrumbs(crumbs(5))).toEqual({ head: crumbs(5), tail: [], hiddenCount: 0 });
    expect(trimBreadcrumbs([])).toEqual({ head: [], tail: [], hiddenCount: 0 });
  });

  it('shows at most 5: the root and the last 4, counting the hidden ones', () => {
    const trimmed = trimBreadcrumbs(crumbs(8));
    expect(trimmed.head).toEqual(['c1']);
    expect(trimmed.tail).toEqual(['c5', 'c6', 'c7', 'c8']);
    expect(trimmed.hiddenCount).toBe(3);
    expect(shown(trimmed)).toHaveLength(5);
  });

  it('always ends with the current page', () => {
    for (let n = 1; n <= 12; n += 1) {
      const trimmed = trimBreadcrumbs(crumbs(n));
      expect(shown(trimmed).at(-1)).toBe(`c${n}`);
      expect(shown(trimmed).length).toBeLessThanOrEqual(5);
      expect(shown(trimmed).length + trimmed.hiddenCount).toBe(n);
    }
  });

  it('takes another maximum', () => {
    expect(shown(trimBreadcrumbs(crumbs(4), 3))).toEqual(['c1', 'c3', 'c4']);
    expect(shown(trimBreadcrumbs(crumbs(4), 1))).toEqual(['c4']);
  });
});
