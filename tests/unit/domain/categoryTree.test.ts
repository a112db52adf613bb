import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryParentProblem, categoryTreeKey } from '../../../src/domain/categoryTree';

// Travel (1) > Flights (2); Software (3) alone.
const ROWS = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: null },
];

describe('category tree depth (two levels)', () => {
  it('lets a new or a childless category sit under a top-level one, or at the top', () => {
    expect(categoryParentProblem(ROWS, undefined, 1)).toBeNull();
    expect(categoryParentProblem(ROWS, 3, 1)).toBeNull();
    expect(categoryParentProblem(ROWS, 2, null)).toBeNull();
  });

  it('refuses a grandchild: the parent is itself a child', () => {
    expect(categoryParentProblem(ROWS, undefined, 2)).toBe('parent_is_child');
    expect(categoryParentProblem(ROWS, 3, 2)).toBe('parent_is_child');
  });

  it('refuses to make a parent with children a child', () => {
    expect(categoryParentProblem(ROWS, 1, 3)).toBe('has_children');
  });

  it('refuses itself and an unknown parent', () => {
    expect(categoryParentProblem(ROWS, 3, 3)).toBe('self');
    expect(categoryParentProblem(ROWS, undefined, 99)).toBe('missing');
  });
});

describe('categoryTreeKey', () => {
  it('orders each parent before its children and before the next parent', () => {
    const rows = [
      { name: 'Travel expenses', parent: null },
      { name: 'Hotels', parent: 'Travel' },
      { name: 'Software', parent: null },
      { name: 'Travel', parent: null },
      { name: 'Flights', parent: 'Travel' },
    ];
    const sorted = [...rows].sort((a, b) => (categoryTreeKey(a.name, a.parent) < categoryTreeKey(b.name, b.parent) ? -1 : 1));
    expect(sorted.map((row) => row.name)).toEqual(['Software', 'Travel', 'Flights', 'Hotels', 'Travel expenses']);
  });
});

describe('categoryLabel', () => {
  it('names a child under its parent and a top-level category by its name', () => {
    expect(categoryLabel({ name: 'Flights', parent_name: 'Travel' })).toBe('Travel › Flights');
    expect(categoryLabel({ name: 'Travel', parent_name: null })).toBe('Travel');
  });
});
