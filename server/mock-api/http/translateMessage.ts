import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import type { MessagePattern } from './arabicWords.ts';
import { ACCOUNTING_PATTERNS_AR } from './accountingPatternsAr.ts';
import { APPROVAL_PATTERNS_AR } from './approvalPatternsAr.ts';
import { BILL_PATTERNS_AR } from './billPatternsAr.ts';
import { CATALOGUE_PATTERNS_AR } from './cataloguePatternsAr.ts';
import { FIELD_PATTERNS_AR } from './fieldPatternsAr.ts';
import { MAIL_PATTERNS_AR } from './mailPatternsAr.ts';
import { MESSAGES_AR } from './messagesAr.ts';
import { NOTIFICATION_PATTERNS_AR } from './notificationPatternsAr.ts';
import { SPEND_PATTERNS_AR } from './spendPatternsAr.ts';

/**
 * The one place the mock's messages for people change language. Handlers write English; the error
 * mapper and the few routes that answer `{ message }` themselves pass it through here with the
 * request's language (`requestLanguage`). English is returned untouched.
 */

/** Every message built from values, the specific ones before the shared field rules they could look like. */
export const MESSAGE_PATTERNS_AR: readonly MessagePattern[] = [
  ...SPEND_PATTERNS_AR,
  ...APPROVAL_PATTERNS_AR,
  ...BILL_PATTERNS_AR,
  ...CATALOGUE_PATTERNS_AR,
  ...ACCOUNTING_PATTERNS_AR,
  ...FIELD_PATTERNS_AR,
  ...NOTIFICATION_PATTERNS_AR,
  ...MAIL_PATTERNS_AR,
];

/**
 * The longest message the patterns are tried on. Messages can carry request text (a JSON key named
 * as a field), and a pattern with several open parts takes time growing with the square of the length;
 * the mock's own messages are far shorter.
 */
const MAX_PATTERN_INPUT = 4000;

/**
 * The Arabic of an English message: its fixed text, else the sentence of the first pattern it
 * matches, else null (a message without Arabic).
 */
export function arabicMessage(message: string): string | null {
  if (Object.hasOwn(MESSAGES_AR, message)) return MESSAGES_AR[message];
  if (message.length > MAX_PATTERN_INPUT) return null;
  for (const { english, arabic } of MESSAGE_PATTERNS_AR) {
    const match = english.exec(message);
    if (match)
      return arabic(
        match.slice(1).map((value) => value ?? ''),
        (inner) => arabicMessage(inner) ?? inner,
      );
  }
  return null;
}

/** `message` in `language`: English as written; Arabic when there is one, else the English text. Never throws. */
export function translateMessage(message: string, language: ApiLanguage): string {
  if (language === 'en') return message;
  try {
    return arabicMessage(message) ?? message;
  } catch {
    return message;
  }
}

type FieldMessages = Record<string, string[]>;
type RowMessages = { message: string }[];

/**
 * An answer `{ message, errors? }` in `language`: its `message` and every message of `errors` (field
 * messages `{ field: [messages] }`, or an import's rows `[{ line, column, message }]`). Field names,
 * rows' lines and columns and every other property stay as they are; English returns `body` itself.
 */
export function translateErrorBody<Body extends { message: string; errors?: FieldMessages | RowMessages }>(
  body: Body,
  language: ApiLanguage,
): Body {
  if (language === 'en') return body;
  const message = translateMessage(body.message, language);
  if (!body.errors) return { ...body, message };
  return { ...body, message, errors: translateErrors(body.errors, language) };
}

function translateErrors(errors: FieldMessages | RowMessages, language: ApiLanguage): FieldMessages | RowMessages {
  if (Array.isArray(errors)) return errors.map((row) => ({ ...row, message: translateMessage(row.message, language) }));
  // Field names come from the request: a null-prototype object keeps `__proto__` a field like any other.
  const fields: FieldMessages = Object.create(null);
  for (const [field, messages] of Object.entries(errors)) fields[field] = messages.map((text) => translateMessage(text, language));
  return fields;
}

/**
 * The items of a bulk answer (`failed[]` of a bulk decision or sync, a batch's results) with each one's
 * `message` in `language`; everything else as it is.
 */
export function translateItemMessages<Item extends { message: string | null }>(items: readonly Item[], language: ApiLanguage): Item[] {
  return items.map((item) => (item.message === null ? item : { ...item, message: translateMessage(item.message, language) }));
}
