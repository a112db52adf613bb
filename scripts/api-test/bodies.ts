/**
 * Request bodies generated from a contract schema: a minimal valid one (required fields, from the
 * contract's examples, enums and bounds) and that body broken in every way the security suite
 * checks. Nothing here knows a route: a new write route gets its bodies from its schema.
 */
import type { Operation, Schema } from './contract.ts';

const TODAY = new Date().toISOString().slice(0, 10);

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

/** The first branch of a oneOf/anyOf that is not just `null`, or the schema itself (allOf merged). */
export function resolved(schema: Schema): Schema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const branch = branches.find((candidate) => !typesOf(candidate).every((type) => type === 'null')) ?? branches[0]!;
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    return resolved({ ...rest, ...branch });
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    return allOf.map(resolved).reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
  }
  return schema;
}

/** A value the schema accepts: its example, first enum value or default, else one built from its type. */
export function sampleOf(input: Schema): unknown {
  const schema = resolved(input);
  if ('const' in schema) return schema.const;
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  if (type !== 'object' && schema.example !== undefined) return schema.example;
  if (type !== 'object' && schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      // A property without an example of its own takes the object's example of it (a code that matches its pattern).
      const objectExample = (schema.example ?? {}) as Record<string, unknown>;
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name] ?? {};
        const own = resolved(property);
        body[name] = own.example === undefined && !own.examples?.length && name in objectExample ? objectExample[name] : sampleOf(property);
      }
      if (!schema.required?.length && schema.example !== undefined) return schema.example;
      // Fields required only under a condition (`if`/`then`): the object's example meets them.
      if (schema.if && schema.example !== undefined) return schema.example;
      return body;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, index) => {
        const item = sampleOf(schema.items ?? {});
        return typeof item === 'string' && schema.uniqueItems ? `${item}${index || ''}` : item;
      });
    case 'string':
      if (schema.format === 'date') return TODAY;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'security.suite@example.com';
      if (schema.format === 'uuid') return '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'Security suite'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The minimal valid body of an operation: JSON, or form data (a small PDF for each file) when it takes only multipart. */
export function bodyOf(operation: Operation): { body?: unknown; form?: FormData } {
  if (operation.jsonBody) return { body: sampleOf(operation.jsonBody) };
  if (!operation.formBody) return {};
  const schema = resolved(operation.formBody);
  const form = new FormData();
  for (const name of schema.required ?? []) {
    const property = resolved(schema.properties?.[name] ?? {});
    if (property.format === 'binary') form.append(name, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'receipt.pdf');
    else form.append(name, String(sampleOf(property)));
  }
  return { form };
}

export interface BrokenBody {
  label: string;
  /** The JSON body, or `raw` text sent as application/json. */
  body?: unknown;
  raw?: string;
}

type Slot = { path: (string | number)[]; schema: Schema; required: boolean };

/** Every field reachable in the body through objects and the first item of arrays, with its schema. */
function slotsOf(schema: Schema, value: unknown, path: (string | number)[] = []): Slot[] {
  const resolvedSchema = resolved(schema);
  const slots: Slot[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value) && resolvedSchema.properties) {
    for (const [name, property] of Object.entries(resolvedSchema.properties)) {
      const required = resolvedSchema.required?.includes(name) ?? false;
      slots.push({ path: [...path, name], schema: property, required });
      const child = (value as Record<string, unknown>)[name];
      if (child !== undefined) slots.push(...slotsOf(property, child, [...path, name]));
    }
  }
  if (Array.isArray(value) && value.length > 0 && resolvedSchema.items)
    slots.push(...slotsOf(resolvedSchema.items, value[0], [...path, 0]));
  return slots;
}

function withValue(body: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (parent[key] === undefined) parent[key] = {};
    parent = parent[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete parent[last];
  else parent[last] = value;
  return copy;
}

const AMOUNT_NAME = /amount|price|salary|total|balance|allowance|deduction|limit/i;
const isNumeric = (schema: Schema) => typesOf(resolved(schema)).some((type) => type === 'number' || type === 'integer');
const isString = (schema: Schema) => typesOf(resolved(schema)).includes('string');

/** A value of a JSON type the schema does not allow, or undefined when it allows them all. */
function wrongTypeFor(schema: Schema): unknown {
  const resolvedSchema = resolved(schema);
  const allowed = typesOf(resolvedSchema);
  if (allowed.length === 0) return undefined;
  const candidates: [string[], unknown][] = [
    [['object'], ['not', 'an', 'object']],
    [['array'], { not: 'an array' }],
    [['string'], 12345],
    [['number', 'integer'], 'not a number'],
    [['boolean'], 'not a boolean'],
  ];
  const own = candidates.find(([types]) => types.some((type) => allowed.includes(type)));
  const fallback = own?.[1];
  const other = candidates.map(([, value]) => value).find((value) => !allowed.includes(jsonTypeOf(value)));
  return fallback !== undefined && !allowed.includes(jsonTypeOf(fallback)) ? fallback : other;
}

function jsonTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const label = (path: (string | number)[]) => path.join('.') || '(body)';

/** The minimal valid body broken field by field (see the suite's part 4), with malformed JSON last. */
export function brokenBodies(schema: Schema): BrokenBody[] {
  const base = sampleOf(schema);
  const broken: BrokenBody[] = [];
  const slots = slotsOf(schema, base);
  for (const slot of slots) {
    const name = label(slot.path);
    if (slot.required) broken.push({ label: `without required ${name}`, body: withValue(base, slot.path, undefined, true) });
    const wrong = wrongTypeFor(slot.schema);
    if (wrong !== undefined)
      broken.push({ label: `${name} of a wrong type (${JSON.stringify(wrong)})`, body: withValue(base, slot.path, wrong) });
    if (isString(slot.schema)) {
      broken.push({ label: `${name} of 100,000 characters`, body: withValue(base, slot.path, 'x'.repeat(100_000)) });
      // Empty where the contract says it cannot be: a required text that may not be null, a minimum length, a pattern, a format, an enum.
      const field = resolved(slot.schema);
      const patternRefusesEmpty = field.pattern !== undefined && !new RegExp(field.pattern, 'u').test('');
      const nonEmpty =
        (slot.required && !typesOf(field).includes('null')) ||
        Boolean(field.minLength || patternRefusesEmpty || field.format || (field.enum && !field.enum.includes('')));
      if (nonEmpty) broken.push({ label: `${name} empty`, body: withValue(base, slot.path, '') });
    }
    if (isNumeric(slot.schema) && (AMOUNT_NAME.test(String(slot.path[slot.path.length - 1])) || resolved(slot.schema).format === 'money')) {
      broken.push({ label: `${name} negative`, body: withValue(base, slot.path, -100) });
      broken.push({ label: `${name} above 10,000,000`, body: withValue(base, slot.path, 10_000_000.01) });
    }
  }
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    broken.push({ label: 'an unknown property', body: { ...base, unexpected_field: 'x' } });
    broken.push({
      label: 'an unknown property named __proto__',
      raw: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"polluted":true},').replace(',}', '}'),
    });
    broken.push({ label: 'an array instead of the object', body: [base] });
  }
  const text = JSON.stringify(base ?? {});
  broken.push({ label: 'malformed JSON (truncated)', raw: text.slice(0, Math.max(1, text.length - 1)) });
  broken.push({ label: 'malformed JSON (not JSON)', raw: "{name: 'x'," });
  return broken;
}

/**
 * The body with each top-level free text (a name, a code, a SKU: no enum, format or const) made its
 * own with `tag`, where its pattern and length allow, so a create does not collide with a record
 * made from the same example.
 */
export function withOwnTexts(schema: Schema, body: unknown, tag: string): unknown {
  const resolvedSchema = resolved(schema);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const [name, value] of Object.entries(copy)) {
    const field = resolved(resolvedSchema.properties?.[name] ?? {});
    if (typeof value !== 'string' || field.enum || field.format || 'const' in field || !typesOf(field).includes('string')) continue;
    const max = field.maxLength ?? 255;
    const candidates = [`${value} ${tag}`, `${value}-${tag}`, `${value}${tag}`].map((text) =>
      text.length > max ? `${value.slice(0, Math.max(0, max - tag.length))}${tag}` : text,
    );
    const fits = candidates.find((text) => !field.pattern || new RegExp(field.pattern, 'u').test(text));
    if (fits) copy[name] = fits;
  }
  return copy;
}
