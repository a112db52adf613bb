import { domainMessagesAr } from '../../../src/i18n/ar/domain.ts';
import { RESOURCE_TEXT_MODULES } from '../../../src/i18n/ar/resources/index.ts';
import { gatherResourceTexts } from '../../../src/i18n/gatherResourceTexts.ts';

/**
 * The pieces the mock's Arabic messages are built from (`messagePatternsAr.ts`): a value in its
 * own bidi isolate, a counted noun in the right Arabic form, and a status or a permission in the
 * app's own Arabic words (`src/i18n/ar`), so an API message reads like the screen around it.
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value as it came (a name, a code, an amount, a field name) in a bidi isolate: in a right-to-left
 * sentence it keeps its own direction ('INV-1002', 'AED 1,250.00', 'limit.amount').
 */
export function isolate(value: string | number): string {
  return `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}

/** The forms of a counted noun: `#` stands for the number. */
export type CountForms = { one: string; two: string; few: string; many: string; other: string };

const ARABIC_PLURAL = new Intl.PluralRules('ar');

/** `count` with its noun in the form Arabic takes for it: 1, 2, 3–10, 11–99, 100 and up (0 as 'other'). */
export function counted(count: number | string, forms: CountForms): string {
  const number = Number(count);
  const form = ARABIC_PLURAL.select(number);
  const text = form === 'one' || form === 'two' || form === 'few' || form === 'many' ? forms[form] : forms.other;
  return text.replace('#', isolate(count));
}

type StatusFamily = keyof typeof domainMessagesAr.status;

/** Codes the app has no status text for, as the messages name them. */
const OTHER_STATUSES: Readonly<Record<string, string>> = {
  authorized: 'مفوّض',
  void: 'ملغاة',
  not_started: 'لم يبدأ',
};

/**
 * A status code ('partially billed' or 'partially_billed') in quotes, as the app names it in the
 * first of `families` that has it; an unknown code is shown as it is.
 */
export function statusText(families: StatusFamily | readonly StatusFamily[], code: string): string {
  const key = code.trim().replace(/ /g, '_');
  for (const family of typeof families === 'string' ? [families] : families) {
    const texts: Readonly<Record<string, string>> = domainMessagesAr.status[family];
    if (Object.hasOwn(texts, key)) return `«${texts[key]}»`;
  }
  return Object.hasOwn(OTHER_STATUSES, key) ? `«${OTHER_STATUSES[key]}»` : isolate(code);
}

/** Every permission's Arabic words, as the resource that declares it words it (`<name>PermissionWordsAr`). */
const PERMISSION_WORDS: Readonly<Record<string, string>> = gatherResourceTexts(RESOURCE_TEXT_MODULES).words;

/** A permission name ('read card details') in quotes, in the role editor's Arabic words; an unknown one as it is. */
export function permissionText(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return Object.hasOwn(PERMISSION_WORDS, slug) ? `«${PERMISSION_WORDS[slug]}»` : isolate(name);
}

/** An English message built from values (`\`…${x}…\``), and how the same values make its Arabic sentence. */
export type MessagePattern = {
  english: RegExp;
  /** The Arabic sentence from the values `english` captured, in order; `translate` gives the Arabic of a message inside it. */
  arabic: (values: string[], translate: (message: string) => string) => string;
};
