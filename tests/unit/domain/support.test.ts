import { describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES, FILE_TYPE_OPTIONS } from '../../../src/domain/support';

describe('support options', () => {
  it('lists the feedback categories of the spec, in order', () => {
    expect(FEEDBACK_CATEGORIES.map((c) => c.name)).toEqual([
      'App',
      'Card',
      'Communication (SMS, notifications, email, etc)',
      'Dashboard',
      'Accounting Integration',
      'Transaction',
    ]);
  });

  it('lists the file types Company and Cards', () => {
    expect(FILE_TYPE_OPTIONS.map((o) => o.name)).toEqual(['Company', 'Cards']);
  });

  it('gives every option a distinct id', () => {
    for (const list of [FEEDBACK_CATEGORIES, FILE_TYPE_OPTIONS]) {
      expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    }
  });
});
