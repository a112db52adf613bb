import { describe, expect, it } from 'vitest';
import type { ExpenseRow, SpendReader } from '../../../../server/chat/apiReader.ts';
import { answerQuestion } from '../../../../server/chat/engine.ts';
import { categoryWithChildren } from '../../../../src/domain/categoryTree.ts';
import { ACME, CATEGORIES, fixedReader, TODAY } from './fixedDataset.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const row = (id: number, amount: number, categoryId: number | null, spentAt = '2026-10-10T08:00:00Z'): ExpenseRow => ({
  id,
  merchant: 'Hertz',
  amount,
  currency: 'AED',
  status: 'approved',
  spent_at: spentAt,
  category_id: categoryId,
  member: { id: 11, name: 'Omar Haddad' },
});

/** Acme last month: only Car rental (a sub-category of Travel) and one Ground transport expense. */
const carRentalOnly: SpendReader = {
  ...fixedReader,
  companies: async () => [ACME],
  expenses: async () => ({ ok: true, rows: [row(1, 1077.59, 3), row(2, 836.46, 3), row(3, 40, 2)] }),
};

describe('a category includes its sub-categories', () => {
  it('lists a category with its children (a child alone has none)', () => {
    expect(categoryWithChildren(CATEGORIES[ACME.id], 1)).toEqual([1, 3]);
    expect(categoryWithChildren(CATEGORIES[ACME.id], 3)).toEqual([3]);
  });

  it.each([
    ['How much did we spend on travel last month by company?', 'en' as const],
    ['كم أنفقنا على Travel الشهر الماضي حسب الشركة؟', 'ar' as const],
  ])('counts Car rental as Travel and links the list of Travel and its children (%s)', async (question, locale) => {
    const answer = await answerQuestion(question, carRentalOnly, TODAY, locale);
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0].filter).toMatchObject({ category_id: [1, 3], spent_from: '2026-10-01', spent_until: '2026-10-31' });
    const money =
      locale === 'en'
        ? 'AED 1,914.05'
        : new Intl.NumberFormat('ar', { style: 'currency', currency: 'AED', currencyDisplay: 'code' }).format(1914.05);
    expect(nbsp(answer.text)).toContain(nbsp(money));
  });
});
