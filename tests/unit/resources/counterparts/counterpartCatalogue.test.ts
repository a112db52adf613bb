import { describe, expect, it } from 'vitest';
import type { Counterpart } from '../../../../src/api/schema';
import { counterpartCatalogue } from '../../../../src/resources/counterparts/counterpartCatalogue';

describe('counterpart catalogue: the default category', () => {
  it('is a CSV column the export fills with its code (names, never ids) and the form sends as an id (none when empty)', () => {
    expect(counterpartCatalogue.csvColumns).toContain('default_category');
    expect(counterpartCatalogue.csvColumns).not.toContain('default_category_id');
    const counterpart = {
      name: 'DEWA',
      emails: [],
      payment_terms_days: 15,
      is_on_hold: false,
      default_category_id: 33,
      default_category_code: 'UTL',
      owner_email: 'lina@acme.example.com',
    } as unknown as Counterpart;
    expect(counterpartCatalogue.toCsvRow(counterpart)).toMatchObject({ default_category: 'UTL', owner: 'lina@acme.example.com' });
    expect(
      counterpartCatalogue.toCsvRow({ ...counterpart, default_category_id: null, default_category_code: null, owner_email: null }),
    ).toMatchObject({ default_category: '', owner: '' });
    // The template's example names every column the export writes, by name.
    expect(Object.keys(counterpartCatalogue.importExample).every((column) => counterpartCatalogue.csvColumns.includes(column))).toBe(true);
    expect(counterpartCatalogue.toWrite({ ...counterpartCatalogue.newValues, name: 'DEWA', default_category_id: '33' })).toMatchObject({
      default_category_id: 33,
    });
    expect(counterpartCatalogue.toWrite({ ...counterpartCatalogue.newValues, name: 'DEWA' })).toMatchObject({ default_category_id: null });
  });
});
