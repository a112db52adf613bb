import { describe, expect, it } from 'vitest';
import { mergeCatalogues } from '../../../src/i18n/mergeCatalogues';
import { textDirection } from '../../../src/i18n';

describe('mergeCatalogues', () => {
  it('keeps the base text for keys the translation lacks, deeply', () => {
    const base = { ra: { action: { save: 'Save', cancel: 'Cancel' } }, app: 'Spendboard' };
    expect(mergeCatalogues(base, { ra: { action: { save: 'حفظ' } } })).toEqual({ ra: { action: { save: 'حفظ', cancel: 'Cancel' } }, app: 'Spendboard' });
    expect(base.ra.action.save).toBe('Save');
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-AE')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
