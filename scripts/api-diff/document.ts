// Reading a bundled OpenAPI document: its local `$ref`s (Redocly's bundle leaves every component
// as `#/components/<kind>/<Name>`) and the JSON Schema facts the rules compare.

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at an RFC 6901 pointer (`#/components/schemas/Thing`) of the document. */
function at(doc: Json, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined;
  }
  return node;
}

/** Follows local `$ref`s until a node that is not one (an unknown or looping ref gives `{}`). */
export function resolve(doc: Json, node: unknown): Json {
  let current = node;
  for (let hops = 0; hops < 32; hops += 1) {
    if (!isObject(current)) return {};
    const ref = current.$ref;
    if (typeof ref !== 'string') return current;
    if (!ref.startsWith('#/')) return {};
    current = at(doc, ref);
  }
  return {};
}

/** `Thing` for `{ $ref: '#/components/schemas/Thing' }`, else undefined. */
export function schemaName(node: unknown): string | undefined {
  if (!isObject(node) || typeof node.$ref !== 'string') return undefined;
  return /^#\/components\/schemas\/([^/]+)$/.exec(node.$ref)?.[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
}

const isNullSchema = (node: unknown) =>
  isObject(node) && node.type === 'null' && Object.keys(node).every((key) => key === 'type' || key === 'description');

/**
 * A schema with its `oneOf: [X, {type: 'null'}]` or single-member `allOf: [X]` wrapper taken off: `inner` is X
 * (a `$ref` or a schema), `nullable` says whether the wrapper allowed null. Other schemas are their own inner.
 */
export function unwrap(node: unknown): { inner: unknown; nullable: boolean } {
  if (!isObject(node)) return { inner: node, nullable: false };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const members = node[keyword];
    if (!Array.isArray(members) || !members.some(isNullSchema)) continue;
    const rest = members.filter((member) => !isNullSchema(member));
    if (rest.length === 1 && !hasSchemaKeywords(node, keyword)) return { inner: rest[0], nullable: true };
    return { inner: { ...node, [keyword]: rest }, nullable: true };
  }
  const allOf = node.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && !hasSchemaKeywords(node, 'allOf')) return { inner: allOf[0], nullable: false };
  return { inner: node, nullable: false };
}

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'default', '$comment']);

function hasSchemaKeywords(node: Json, except: string): boolean {
  return Object.keys(node).some((key) => key !== except && !ANNOTATIONS.has(key));
}

/**
 * A schema with a multi-member `allOf` merged into one object schema (properties and required united),
 * leaving out the members that name a component in `kept`.
 */
export function mergeAllOf(doc: Json, schema: Json, kept: readonly string[] = []): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const members = schema.allOf
    .filter((member) => !kept.includes(schemaName(member) ?? ''))
    .map((member) => mergeAllOf(doc, resolve(doc, member)));
  const merged: Json = { ...schema };
  delete merged.allOf;
  const properties: Json = { ...(isObject(schema.properties) ? schema.properties : {}) };
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  // A conditional member (`if`/`then`) narrows properties only when its condition holds: not merged.
  for (const member of members.filter((candidate) => !('if' in candidate))) {
    if (isObject(member.properties)) Object.assign(properties, member.properties);
    if (Array.isArray(member.required)) for (const name of member.required as string[]) required.add(name);
    if (merged.type === undefined && member.type !== undefined) merged.type = member.type;
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** The schema's types without `null` (undefined: any type) and whether it admits null (3.1 type list, 3.0 `nullable`, enum). */
export function typesOf(schema: Json): { types: string[] | undefined; nullable: boolean } {
  const declared = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type)];
  const values = enumOf(schema, true);
  let types = declared;
  if (!types && values) types = [...new Set(values.map(jsonType))];
  if (!types && isObject(schema.properties)) types = ['object'];
  if (!types && schema.items !== undefined) types = ['array'];
  const nullable = (types?.includes('null') ?? false) || schema.nullable === true;
  return { types: types?.filter((type) => type !== 'null').sort(), nullable };
}

/** The allowed values (`enum`, or `const` as one), without null unless asked; undefined when any value goes. */
export function enumOf(schema: Json, withNull = false): unknown[] | undefined {
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  return withNull ? values : values?.filter((value) => value !== null);
}

/** `integer` is a `number`: does a schema of `types` accept every value of `type`? */
export const covers = (types: readonly string[], type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
