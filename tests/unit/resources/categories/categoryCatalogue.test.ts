import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../src/api/schema';
import { categoryCatalogue } from '../../../../src/resources/categories/categoryCatalogue';

describe('category catalogue: the parent in CSV', () => {
  it('exports the parent by its code, so a file names its parents (the import takes a parent from the same file)', () => {
    expect(categoryCatalogue.csvColumns).toContain('parent_code');
    expect(categoryCatalogue.csvColumns).not.toContain('parent_id');
    const child = { name: 'Flights', code: 'TRV-FLT', parent_id: 20, parent_code: 'TRV', mcc_categories: [] } as unknown as Category;
    expect(categoryCatalogue.toCsvRow(child)).toMatchObject({ parent_code: 'TRV' });
    expect(categoryCatalogue.toCsvRow({ ...child, parent_id: null, parent_code: null })).toMatchObject({ parent_code: '' });
  });
});
