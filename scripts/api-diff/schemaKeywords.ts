// The keywords of one schema compared for its side: format, enum, bounds and pattern, and the
// annotations (description, deprecation, a request's default).
import type { Json } from './document.ts';
import type { Rule } from './rules.ts';
import type { SchemaDiff } from './schemaDiff.ts';

const list = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;

export function compareFormat(diff: SchemaDiff, before: unknown, after: unknown, place: string) {
  if (before === after) return;
  const detail = `format ${String(before ?? 'none')} → ${String(after ?? 'none')}`;
  let rule: Rule;
  if (diff.side === 'request') rule = after === undefined ? 'request-format-removed' : 'request-format-changed';
  else rule = before === undefined ? 'response-format-added' : 'response-format-changed';
  diff.changes.push({ rule, subject: place, detail });
}

export function compareEnum(diff: SchemaDiff, before: unknown[] | undefined, after: unknown[] | undefined, place: string) {
  if (!before && !after) return;
  const request = diff.side === 'request';
  if (!before || !after) {
    const rule: Rule = before
      ? request
        ? 'request-enum-removed'
        : 'response-enum-removed'
      : request
        ? 'request-enum-added'
        : 'response-enum-added';
    diff.changes.push({ rule, subject: place, detail: before ? `any value now (was ${list(before)})` : `only ${list(after!)}` });
    return;
  }
  const key = (value: unknown) => JSON.stringify(value);
  const removed = before.filter((value) => !after.some((other) => key(other) === key(value)));
  const added = after.filter((value) => !before.some((other) => key(other) === key(value)));
  if (removed.length > 0) {
    diff.changes.push({
      rule: request ? 'request-enum-value-removed' : 'response-enum-value-removed',
      subject: place,
      detail: `- ${list(removed)}`,
    });
  }
  if (added.length > 0) {
    diff.changes.push({
      rule: request ? 'request-enum-value-added' : 'response-enum-value-added',
      subject: place,
      detail: `+ ${list(added)}`,
    });
  }
}

export function compareConstraints(diff: SchemaDiff, before: Json, after: Json, place: string) {
  for (const keyword of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
    const old = before[keyword];
    const now = after[keyword];
    if (old === now || (typeof old !== 'number' && typeof now !== 'number')) continue;
    const upper = (UPPER_BOUNDS as readonly string[]).includes(keyword);
    const narrowed = typeof now === 'number' && (typeof old !== 'number' || (upper ? now < old : now > old));
    const detail = `${keyword} ${typeof old === 'number' ? old : 'none'} → ${typeof now === 'number' ? now : 'none'}`;
    const rule: Rule =
      diff.side === 'request' ? (narrowed ? 'request-constraint-narrowed' : 'request-constraint-widened') : 'response-constraint-changed';
    diff.changes.push({ rule, subject: place, detail });
  }
  if (before.pattern !== after.pattern) {
    const detail = `pattern ${String(before.pattern ?? 'none')} → ${String(after.pattern ?? 'none')}`;
    const rule: Rule =
      diff.side === 'response'
        ? 'response-pattern-changed'
        : after.pattern === undefined
          ? 'request-pattern-removed'
          : 'request-pattern-changed';
    diff.changes.push({ rule, subject: place, detail });
  }
}

/** Description, deprecation and (for a request) the default the server applies when the field is left out. */
export function compareAnnotations(diff: SchemaDiff, before: Json, after: Json, place: string) {
  const described = typeof before.description === 'string' || typeof after.description === 'string';
  if (described && before.description !== after.description) {
    diff.changes.push({ rule: 'description-changed', subject: place });
  }
  if (after.deprecated === true && before.deprecated !== true) diff.changes.push({ rule: 'deprecated', subject: place });
  if (diff.side === 'request' && before.default !== undefined && JSON.stringify(before.default) !== JSON.stringify(after.default)) {
    diff.changes.push({
      rule: 'request-default-changed',
      subject: place,
      detail: `default ${JSON.stringify(before.default)} → ${after.default === undefined ? 'none' : JSON.stringify(after.default)}`,
    });
  }
}
