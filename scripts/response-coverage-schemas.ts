/**
 * Which response properties the contract documents, and which of them the mock's answers had
 * (scripts/response-coverage.ts). A property is named by the schema that declares it and its place
 * in that schema: `Card#/limit/amount` (components.schemas.Card), or for a schema written inline in a
 * response, `GET /api/admin/cards 200#/meta`. Array items are `*`. Maps (`additionalProperties`) name
 * no property and are not counted.
 */

export type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

type Response = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response> };

/** A dereferenced OpenAPI document (shared schemas are the same objects everywhere they are used). */
export interface DereferencedSpec {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON response schemas of the contract: `GET /api/admin/cards 200` → schema. */
export function responseSchemas(spec: DereferencedSpec): Map<string, Schema> {
  const schemas = new Map<string, Schema>();
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
        const json = Object.entries(response.content ?? {}).find(([type]) => /^application\/([\w.-]+\+)?json$/i.test(type));
        if (json?.[1].schema) schemas.set(`${method.toUpperCase()} ${route} ${status}`, json[1].schema);
      }
    }
  }
  return schemas;
}

/** The response key that documents an answer: its status, its range (`4XX`), else `default`; undefined when none. */
export function documentingResponse(statuses: string[], status: string): string | undefined {
  if (statuses.includes(status)) return status;
  const range = `${status[0]}XX`;
  if (statuses.includes(range)) return range;
  return statuses.includes('default') ? 'default' : undefined;
}

/**
 * Walks `schema` and calls `visit` with every property it declares, named by its declaring schema.
 * `seen`: only the properties present in the answers (their pointers in the body); without it, all.
 */
export function walkProperties(
  schema: Schema,
  inlineOwner: string,
  componentNames: Map<Schema, string>,
  visit: (property: string) => void,
  seen?: Set<string>,
): void {
  // Without `seen` a shared schema is enumerated once (it may contain itself); with it, the body bounds the walk.
  const enumerated = new Set<Schema>();
  const walk = (node: Schema | undefined, owner: string, place: string, bodyPointer: string): void => {
    if (!node || typeof node !== 'object') return;
    const component = componentNames.get(node);
    if (component !== undefined) {
      owner = component;
      place = '';
    }
    if (!seen) {
      if (enumerated.has(node)) return;
      enumerated.add(node);
    }
    for (const branch of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) walk(branch, owner, place, bodyPointer);
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      const pointer = `${bodyPointer}/${escapeKey(key)}`;
      if (seen && !seen.has(pointer)) continue;
      const propertyPlace = `${place}/${escapeKey(key)}`;
      visit(`${owner}#${propertyPlace}`);
      walk(property, owner, propertyPlace, pointer);
    }
    if (node.items) walk(node.items, owner, `${place}/*`, `${bodyPointer}/*`);
  };
  walk(schema, inlineOwner, '', '');
}

/** components.schemas by identity: after dereferencing, a shared schema is the same object wherever it is used. */
export function componentNamesOf(spec: DereferencedSpec): Map<Schema, string> {
  return new Map(Object.entries(spec.components?.schemas ?? {}).map(([name, schema]) => [schema, name]));
}

export interface ResponseCoverage {
  documented: Set<string>;
  seen: Set<string>;
}

/**
 * `answers`: body pointers per answer the mock sent (`GET /api/admin/cards 200` → `/data/*\/id`…).
 * Returns every documented response property and those at least one answer had.
 */
export function responseCoverage(spec: DereferencedSpec, answers: Map<string, Set<string>>): ResponseCoverage {
  const componentNames = componentNamesOf(spec);
  const schemas = responseSchemas(spec);
  const documented = new Set<string>();
  for (const [response, schema] of schemas) walkProperties(schema, response, componentNames, (property) => documented.add(property));

  const statusesOf = new Map<string, string[]>();
  for (const response of schemas.keys()) {
    const operation = response.slice(0, response.lastIndexOf(' '));
    statusesOf.set(operation, [...(statusesOf.get(operation) ?? []), response.slice(response.lastIndexOf(' ') + 1)]);
  }
  const seen = new Set<string>();
  for (const [answer, pointers] of answers) {
    const operation = answer.slice(0, answer.lastIndexOf(' '));
    const key = documentingResponse(statusesOf.get(operation) ?? [], answer.slice(answer.lastIndexOf(' ') + 1));
    if (key === undefined) continue;
    const response = `${operation} ${key}`;
    walkProperties(schemas.get(response)!, response, componentNames, (property) => seen.add(property), pointers);
  }
  return { documented, seen };
}
