import { RESOURCE_DECLARATIONS } from '../../../src/domain/resources/index.ts';
import type { ArabicNoun } from '../../../src/domain/resources/resourceDeclaration.ts';
import type { CountForms } from './arabicWords.ts';

/**
 * Counted nouns of the mock's Arabic messages (`counted(3, FILES)` → '3 ملفات'), in the form they
 * take after a preposition or as an object ('على ملفين', 'يغطي 31 يومًا').
 */
export const CHARACTERS: CountForms = { one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' };
export const ITEMS: CountForms = { one: 'عنصر واحد', two: 'عنصرين', few: '# عناصر', many: '# عنصرًا', other: '# عنصر' };
export const PROPERTIES: CountForms = { one: 'خاصية واحدة', two: 'خاصيتين', few: '# خصائص', many: '# خاصية', other: '# خاصية' };
export const FILES: CountForms = { one: 'ملف واحد', two: 'ملفين', few: '# ملفات', many: '# ملفًا', other: '# ملف' };
export const DAYS: CountForms = { one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' };
export const MINUTES: CountForms = { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' };
export const LINES: CountForms = { one: 'سطر واحد', two: 'سطرين', few: '# أسطر', many: '# سطرًا', other: '# سطر' };
export const FIELDS: CountForms = { one: 'حقل واحد', two: 'حقلين', few: '# حقول', many: '# حقلًا', other: '# حقل' };
export const PARTS: CountForms = { one: 'جزء واحد', two: 'جزأين', few: '# أجزاء', many: '# جزءًا', other: '# جزء' };
export const DECIMAL_PLACES: CountForms = {
  one: 'منزلة عشرية واحدة',
  two: 'منزلتين عشريتين',
  few: '# منازل عشرية',
  many: '# منزلة عشرية',
  other: '# منزلة عشرية',
};
export const EMAIL_ADDRESSES: CountForms = {
  one: 'عنوان بريد إلكتروني واحد',
  two: 'عنواني بريد إلكتروني',
  few: '# عناوين بريد إلكتروني',
  many: '# عنوان بريد إلكتروني',
  other: '# عنوان بريد إلكتروني',
};

/** What uses a catalogue row ('3 expenses', '1 person': `countedUses`), by its English plural and singular. */
export const USES: Readonly<Record<string, CountForms>> = {
  expense: { one: 'مصروف واحد', two: 'مصروفين', few: '# مصروفات', many: '# مصروفًا', other: '# مصروف' },
  'purchase order': { one: 'أمر شراء واحد', two: 'أمرَي شراء', few: '# أوامر شراء', many: '# أمر شراء', other: '# أمر شراء' },
  person: { one: 'شخص واحد', two: 'شخصين', few: '# أشخاص', many: '# شخصًا', other: '# شخص' },
  category: { one: 'فئة واحدة', two: 'فئتين', few: '# فئات', many: '# فئة', other: '# فئة' },
  'child category': { one: 'فئة فرعية واحدة', two: 'فئتين فرعيتين', few: '# فئات فرعية', many: '# فئة فرعية', other: '# فئة فرعية' },
};
/** The English plural of each of `USES`. */
export const USE_PLURALS: Readonly<Record<string, string>> = {
  expenses: 'expense',
  'purchase orders': 'purchase order',
  people: 'person',
  categories: 'category',
  'child categories': 'child category',
};

/** A catalogue's noun (`noun` of its routes) as its Arabic messages name it. */
export type CatalogueNoun = {
  /** 'tag': indefinite. */
  a: string;
  /** 'the tag'. */
  the: string;
  /** 'this tag'. */
  this: string;
  /** 'another tag', as an object. */
  other: string;
  feminine: boolean;
};

/** Every catalogue's noun, declared with its resource (src/domain/resources/, `arabicNoun`). */
export const CATALOGUE_NOUNS: Readonly<Record<string, CatalogueNoun>> = Object.fromEntries(
  RESOURCE_DECLARATIONS.flatMap(({ arabicNoun }) => (arabicNoun ? [[arabicNoun.noun, toCatalogueNoun(arabicNoun)] as const] : [])),
);

function toCatalogueNoun({ a, the, this: thisOne, other, feminine }: ArabicNoun): CatalogueNoun {
  return { a, the, this: thisOne, other, feminine };
}

/** What else needs a row active or uses it, in words that are not counts (`neededBy`, `usedBy`). */
export const OTHER_USES: Readonly<Record<string, string>> = {
  'a default account': 'أحد الحسابات الافتراضية',
  'the default accounts': 'الحسابات الافتراضية',
};
