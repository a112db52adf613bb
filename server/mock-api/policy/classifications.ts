import type { ClassificationWrite } from '../../../src/api/schema.d.ts';
import { isSenderRule } from '../../../src/domain/emailClassification.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredClassification } from '../store/types.ts';
import { csvNumber } from './accounting.ts';
import { csvList } from './categories.ts';
import { checkText, csvText, isTaken, type ImportRules } from './catalogues.ts';

export const RULE_LIST_MAX = 20;

/** Adds `field`'s error unless it is a list of at most 20 texts of 1 to `max` characters, each passing `valid`. */
function checkList(errors: FieldErrors, field: string, list: unknown, max: number, valid?: (value: string) => boolean, invalid = '') {
  if (list === undefined) return;
  if (!Array.isArray(list)) {
    errors[field] = [`The ${field} must be a list.`];
    return;
  }
  if (list.length > RULE_LIST_MAX) {
    errors[field] = [`The ${field} may not have more than ${RULE_LIST_MAX} entries.`];
    return;
  }
  const messages = list.flatMap((value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text || text.length > max) return [`Each entry has 1 to ${max} characters.`];
    return valid && !valid(text) ? [`"${text}" ${invalid}`] : [];
  });
  if (messages.length > 0) errors[field] = [...new Set(messages)];
}

/** The create and change rule of a classification: a unique name, a priority from 1 to 999 and bounded rule lists. */
export function classificationWriteErrors(
  taken: readonly { id?: number; name: string }[],
  body: ClassificationWrite,
  existing?: StoredClassification,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 60 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  if (typeof body.priority !== 'number' || !Number.isInteger(body.priority) || body.priority < 1 || body.priority > 999)
    errors.priority = ['The priority must be a whole number from 1 to 999.'];
  checkList(errors, 'senders', body.senders, 254, isSenderRule, 'is not an e-mail address or a domain.');
  checkList(errors, 'subject_keywords', body.subject_keywords, 60);
  checkList(errors, 'body_keywords', body.body_keywords, 60);
  return errors;
}

const trimmed = (list: readonly string[] | undefined) => (list ?? []).map((value) => value.trim());

export const classificationFields = (body: ClassificationWrite) => ({
  name: body.name.trim(),
  priority: body.priority,
  senders: trimmed(body.senders).map((value) => value.toLowerCase()),
  subject_keywords: trimmed(body.subject_keywords),
  body_keywords: trimmed(body.body_keywords),
});

/** A CSV file of classifications: `name`, `priority`, and the rule lists with values separated by `;`. */
export const classificationImportRules = (taken: readonly { id?: number; name: string }[]): ImportRules<ClassificationWrite> => ({
  columns: ['name', 'priority', 'senders', 'subject_keywords', 'body_keywords'],
  toWrite: (row) => ({
    name: csvText(row, 'name'),
    priority: csvNumber(row, 'priority') as number,
    senders: csvList(row, 'senders'),
    subject_keywords: csvList(row, 'subject_keywords'),
    body_keywords: csvList(row, 'body_keywords'),
  }),
  errorsOf: (write, earlier) => classificationWriteErrors([...taken, ...earlier], write),
});
