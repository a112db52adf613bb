import { describe, expect, it } from 'vitest';
import type { Counterpart } from '../../../../src/api/schema';
import { counterpartCatalogue } from '../../../../src/resources/counterparts/counterpartCatalogue';

describe('counterpart catalogue: the default category', () => {
  it('is a CSV column the export fills and the form sends as an id (none when empty)', () => {
    expect(counterpartCatalogue.csvColumns).toContain('default_category_id');
    const counterpart = {
      name: 'DEWA',
      emails: [],
      payment_terms_days: 15,
      is_on_hold: false,
      default_category_id: 33,
    } as unknown as Counterpart;
    expect(counterpartCatalogue.toCsvRow(counterpart)).toMatchObject({ default_category_id: 33 });
    expect(counterpartCatalogue.toCsvRow({ ...counterpart, default_category_id: null })).toMatchObject({ default_category_id: '' });
    expect(counterpartCatalogue.toWrite({ ...counterpartCatalogue.newValues, name: 'DEWA', default_category_id: '33' })).toMatchObject({
      default_category_id: 33,
    });
    expect(counterpartCatalogue.toWrite({ ...counterpartCatalogue.newValues, name: 'DEWA' })).toMatchObject({ default_category_id: null });
  });
});
