// Compares two schemas for one side of the call. A request schema is what the client sends: the
// new one must accept everything the old one did. A response schema is what the client reads: the
// new one must not give anything the old one could not. Where both sides name a component
// (`$ref: '#/components/schemas/Thing'`), the comparison stops and records the pair: a component
// is compared once, under its own name, whichever operations reach it.
import { covers, enumOf, isObject, type Json, mergeAllOf, resolve, schemaName, typesOf, unwrap } from './document.ts';
import type { Rule } from './rules.ts';
import { compareAnnotations, compareConstraints, compareEnum, compareFormat } from './schemaKeywords.ts';

export type Side = 'request' | 'response';

/** One change at one place, before it is tied to the operations that reach it. */
export interface SchemaChange {
  rule: Rule;
  /** Where: `Thing.label`, `Thing.tags[]`, `query parameter \`page\``, `response 200 body.data[]`. */
  subject: string;
  detail?: string;
}

export interface SchemaDiff {
  before: Json;
  after: Json;
  side: Side;
  changes: SchemaChange[];
  /** Component pairs reached (`before name`, `after name`), compared on their own. */
  pairs: Map<string, [string, string]>;
}

export const pairKey = (side: Side, beforeName: string, afterName: string) => `${side} ${beforeName} ${afterName}`;

export const componentSubject = (beforeName: string, afterName: string) =>
  beforeName === afterName ? beforeName : `${afterName} (was ${beforeName})`;

const child = (place: string, name: string) => `${place}.${name}`;
const typeText = (types: string[] | undefined, nullable: boolean) => [...(types ?? ['any']), ...(nullable ? ['null'] : [])].join(' | ');

export function compareSchemas(diff: SchemaDiff, beforeNode: unknown, afterNode: unknown, place: string): void {
  const before = unwrap(beforeNode);
  const after = unwrap(afterNode);
  const beforeName = schemaName(before.inner);
  const afterName = schemaName(after.inner);
  compareAnnotations(diff, isObject(beforeNode) ? beforeNode : {}, isObject(afterNode) ? afterNode : {}, place);
  if (beforeName && afterName) {
    compareNullable(
      diff,
      before.nullable,
      after.nullable,
      place,
      () => `${beforeName}${before.nullable ? ' | null' : ''} → ${afterName}${after.nullable ? ' | null' : ''}`,
    );
    diff.pairs.set(pairKey(diff.side, beforeName, afterName), [beforeName, afterName]);
    return;
  }
  const [beforeSchema, afterSchema] = merged(diff, resolve(diff.before, before.inner), resolve(diff.after, after.inner));
  if (before.inner !== beforeNode || after.inner !== afterNode) compareAnnotations(diff, beforeSchema, afterSchema, place);
  compareInline(diff, beforeSchema, afterSchema, place, before.nullable, after.nullable);
}

/** A component pair: the two schemas compared under the component's name. */
export function compareComponents(diff: SchemaDiff, beforeName: string, afterName: string): void {
  const [beforeSchema, afterSchema] = merged(
    diff,
    resolve(diff.before, { $ref: `#/components/schemas/${beforeName}` }),
    resolve(diff.after, { $ref: `#/components/schemas/${afterName}` }),
  );
  const before = unwrap(beforeSchema);
  const after = unwrap(afterSchema);
  const place = componentSubject(beforeName, afterName);
  compareAnnotations(diff, beforeSchema, afterSchema, place);
  if (before.inner !== beforeSchema || after.inner !== afterSchema) {
    compareNullable(diff, before.nullable, after.nullable, place, () => 'null allowed');
    compareSchemas(diff, before.inner, after.inner, place);
    return;
  }
  compareInline(diff, beforeSchema, afterSchema, place, false, false);
}

const allOfComponents = (schema: Json): string[] =>
  Array.isArray(schema.allOf) ? schema.allOf.map(schemaName).filter((name): name is string => name !== undefined) : [];

/**
 * Both schemas with their `allOf` merged; a member naming the same component on both sides stays that
 * component, compared once under its own name (`Preview.day`, not once per schema built on it).
 */
function merged(diff: SchemaDiff, before: Json, after: Json): [Json, Json] {
  const shared = allOfComponents(before).filter((name) => allOfComponents(after).includes(name));
  for (const name of shared) diff.pairs.set(pairKey(diff.side, name, name), [name, name]);
  return [mergeAllOf(diff.before, before, shared), mergeAllOf(diff.after, after, shared)];
}

function compareInline(diff: SchemaDiff, before: Json, after: Json, place: string, beforeNull: boolean, afterNull: boolean) {
  const beforeTypes = typesOf(before);
  const afterTypes = typesOf(after);
  const nullableBefore = beforeNull || beforeTypes.nullable;
  const nullableAfter = afterNull || afterTypes.nullable;
  const variants = Array.isArray(before.oneOf ?? before.anyOf) || Array.isArray(after.oneOf ?? after.anyOf);
  if (!variants) compareTypes(diff, beforeTypes.types, afterTypes.types, place, nullableBefore, nullableAfter);
  compareNullable(
    diff,
    nullableBefore,
    nullableAfter,
    place,
    () => `${typeText(beforeTypes.types, nullableBefore)} → ${typeText(afterTypes.types, nullableAfter)}`,
  );
  compareFormat(diff, before.format, after.format, place);
  if (!variants) compareEnum(diff, enumOf(before), enumOf(after), place);
  compareConstraints(diff, before, after, place);
  compareProperties(diff, before, after, place);
  if (diff.side === 'request' && before.additionalProperties !== false && after.additionalProperties === false) {
    diff.changes.push({ rule: 'request-additional-properties-closed', subject: place, detail: 'additionalProperties: false' });
  }
  if (before.items !== undefined && after.items !== undefined) compareSchemas(diff, before.items, after.items, `${place}[]`);
  if (isObject(before.additionalProperties) && isObject(after.additionalProperties)) {
    compareSchemas(diff, before.additionalProperties, after.additionalProperties, child(place, '*'));
  }
  compareVariants(diff, before, after, place);
}

function compareTypes(
  diff: SchemaDiff,
  before: string[] | undefined,
  after: string[] | undefined,
  place: string,
  beforeNull: boolean,
  afterNull: boolean,
) {
  const detail = `${typeText(before, beforeNull)} → ${typeText(after, afterNull)}`;
  if (!before && !after) return;
  const widened = !after || (before !== undefined && before.every((type) => covers(after, type)));
  const narrowed = !before || (after !== undefined && after.every((type) => covers(before, type)));
  if (widened && narrowed) return;
  const { side, changes } = diff;
  if (widened) changes.push({ rule: side === 'request' ? 'request-type-widened' : 'response-type-changed', subject: place, detail });
  else if (narrowed) changes.push({ rule: side === 'request' ? 'request-type-changed' : 'response-type-narrowed', subject: place, detail });
  else changes.push({ rule: side === 'request' ? 'request-type-changed' : 'response-type-changed', subject: place, detail });
}

function compareNullable(diff: SchemaDiff, before: boolean, after: boolean, place: string, detail: () => string) {
  if (before === after) return;
  const rule: Rule =
    diff.side === 'request'
      ? after
        ? 'request-became-nullable'
        : 'request-became-not-nullable'
      : after
        ? 'response-became-nullable'
        : 'response-became-not-nullable';
  diff.changes.push({ rule, subject: place, detail: detail() });
}

function compareProperties(diff: SchemaDiff, before: Json, after: Json, place: string) {
  const beforeProperties = isObject(before.properties) ? before.properties : {};
  const afterProperties = isObject(after.properties) ? after.properties : {};
  const beforeRequired = new Set(Array.isArray(before.required) ? (before.required as string[]) : []);
  const afterRequired = new Set(Array.isArray(after.required) ? (after.required as string[]) : []);
  const request = diff.side === 'request';
  for (const name of Object.keys(beforeProperties)) {
    const subject = child(place, name);
    if (!(name in afterProperties)) {
      diff.changes.push({ rule: request ? 'request-property-removed' : 'response-property-removed', subject });
      continue;
    }
    const wasRequired = beforeRequired.has(name);
    const isRequired = afterRequired.has(name);
    if (wasRequired && !isRequired) {
      diff.changes.push({ rule: request ? 'request-property-became-optional' : 'response-property-became-optional', subject });
    } else if (!wasRequired && isRequired) {
      diff.changes.push({ rule: request ? 'request-property-became-required' : 'response-property-became-required', subject });
    }
    compareSchemas(diff, beforeProperties[name], afterProperties[name], subject);
  }
  for (const name of Object.keys(afterProperties)) {
    if (name in beforeProperties) continue;
    const rule: Rule = !request
      ? 'response-property-added'
      : afterRequired.has(name)
        ? 'request-property-added-required'
        : 'request-property-added';
    diff.changes.push({ rule, subject: child(place, name) });
  }
}

const variantsOf = (schema: Json): { keyword: string; variants: unknown[] } =>
  Array.isArray(schema.oneOf)
    ? { keyword: 'oneOf', variants: schema.oneOf }
    : { keyword: 'anyOf', variants: Array.isArray(schema.anyOf) ? schema.anyOf : [] };

/** `oneOf`/`anyOf` branches: compared pairwise; one schema that becomes a choice (or back) is a change of type. */
function compareVariants(diff: SchemaDiff, before: Json, after: Json, place: string) {
  const old = variantsOf(before);
  const now = variantsOf(after);
  const request = diff.side === 'request';
  if (old.variants.length === 0 && now.variants.length === 0) return;
  if (old.variants.length === 0 || now.variants.length === 0) {
    // A widening when the one schema is among the choices (a narrowing the other way round).
    const single = JSON.stringify(old.variants.length === 0 ? before : after);
    const [doc, choices] = old.variants.length === 0 ? [diff.after, now.variants] : [diff.before, old.variants];
    const among = choices.some((choice) => JSON.stringify(resolve(doc, choice)) === single);
    const widened = old.variants.length === 0;
    let rule: Rule = request ? 'request-type-changed' : 'response-type-changed';
    if (among && widened) rule = request ? 'request-variant-added' : 'response-variant-added';
    if (among && !widened) rule = request ? 'request-variant-removed' : 'response-variant-removed';
    const detail = widened ? `one schema → ${now.keyword} of ${choices.length}` : `${old.keyword} of ${choices.length} → one schema`;
    diff.changes.push({ rule, subject: place, detail: among ? `${detail} (the old one among them)` : detail });
    return;
  }
  for (let index = 0; index < Math.min(old.variants.length, now.variants.length); index += 1) {
    compareSchemas(diff, old.variants[index], now.variants[index], `${place} (${now.keyword} ${index + 1})`);
  }
  const detail = `${now.keyword}: ${old.variants.length} → ${now.variants.length} schemas`;
  if (now.variants.length > old.variants.length) {
    diff.changes.push({ rule: request ? 'request-variant-added' : 'response-variant-added', subject: place, detail });
  } else if (now.variants.length < old.variants.length) {
    diff.changes.push({ rule: request ? 'request-variant-removed' : 'response-variant-removed', subject: place, detail });
  }
}
