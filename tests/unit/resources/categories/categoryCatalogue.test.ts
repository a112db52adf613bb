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

describe('category catalogue: the GL account and the tax rate in CSV (issue 35 item 6)', () => {
  it('exports and imports them by name, never by id, and the template names them the same way', () => {
    expect(categoryCatalogue.csvColumns).toEqual([
      'name',
      'code',
      'parent_code',
      'gl_account',
      'tax_rate',
      'receipt_required_above',
      'mcc_categories',
    ]);
    const category = {
      name: 'Hotels',
      code: 'TRV-HTL',
      parent_code: 'TRV',
      gl_account_id: 12,
      gl_account_code: '6100',
      tax_rate_id: 3,
      tax_rate_name: 'UAE VAT 5%',
      mcc_categories: ['lodging'],
    } as unknown as Category;
    expect(categoryCatalogue.toCsvRow(category)).toMatchObject({ gl_account: '6100', tax_rate: 'UAE VAT 5%', mcc_categories: 'lodging' });
    expect(categoryCatalogue.importExample).toMatchObject({ gl_account: '6100', tax_rate: 'UAE VAT 5%' });
  });
});
