/**
 * The operations of the contract (`openapi/`), bundled and dereferenced: the security suite and
 * `npm run api:test` walk these, so a route added to the contract is covered without editing a test.
 */
import $RefParser from '@apidevtools/json-schema-ref-parser';
import qs from 'qs';
import { OPENAPI_SPEC_PATH } from '../../server/mock-api/http/openApiValidator.ts';
import { sampleOf } from './bodies.ts';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  multipleOf?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  if?: Schema;
  uniqueItems?: boolean;
  description?: string;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** The contract's path, `{param}` syntax. */
  path: string;
  /** Path parameters in path order, with their schemas (and examples). */
  pathParams: { name: string; schema: Schema; example?: unknown }[];
  description: string;
  /** Required query parameters (`cardId`, `filters`), with their schemas and examples. */
  queryParams: { name: string; schema: Schema; example?: unknown }[];
  /** The JSON request body's schema, when the call takes JSON. */
  jsonBody?: Schema;
  /** The multipart body's schema, when the call takes only multipart (files). */
  formBody?: Schema;
  /** Every request content type (multipart bodies are not generated). */
  contentTypes: string[];
  /** False for calls the contract lets through without a bearer token. */
  needsToken: boolean;
  /** The response statuses the contract lists (`200`, `404`, `default`…). */
  statuses: string[];
}

type RawParameter = { name: string; in: string; schema: Schema; required?: boolean; example?: unknown };
type RawOperation = {
  description?: string;
  parameters?: RawParameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};

let cached: Promise<Operation[]> | undefined;

/** Every operation of the contract, in contract order. */
export function contractOperations(): Promise<Operation[]> {
  cached ??= load();
  return cached;
}

async function load(): Promise<Operation[]> {
  const spec = (await $RefParser.dereference(OPENAPI_SPEC_PATH)) as unknown as {
    paths: Record<string, Record<string, RawOperation> & { parameters?: RawParameter[] }>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const raw = item[method];
      if (!raw) continue;
      const allParameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])];
      const parameters = allParameters.filter((parameter) => parameter.in === 'path');
      const order = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const content = raw.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: order.map((name) => {
          const parameter = parameters.find((candidate) => candidate.name === name);
          return { name, schema: parameter?.schema ?? {}, example: parameter?.example };
        }),
        description: raw.description ?? '',
        queryParams: allParameters
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map(({ name, schema, example }) => ({ name, schema, example })),
        jsonBody: content['application/json']?.schema,
        formBody: content['application/json'] ? undefined : content['multipart/form-data']?.schema,
        contentTypes: Object.keys(content),
        needsToken: !(Array.isArray(raw.security) && raw.security.length === 0),
        statuses: Object.keys(raw.responses ?? {}),
      });
    }
  }
  return operations;
}

/** `/api/admin/cards/{id}` with `{ id: '7' }` → `/api/admin/cards/7`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** An id in a query parameter (`cardId`): the contract's id spelling. */
export const isQueryId = (parameter: { schema: Schema }): boolean => parameter.schema.pattern === '^[1-9][0-9]*$';

/**
 * The operation's url: path parameters from `params`, required query parameters from `params`
 * (ids) or their contract examples (`filters[party][type]=card`).
 */
export function fillUrl(operation: Operation, params: Record<string, string>): string {
  const path = fillPath(operation.path, params);
  const query = Object.fromEntries(
    operation.queryParams.map((parameter) => [parameter.name, params[parameter.name] ?? exampleOf(parameter)]),
  );
  const search = qs.stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true });
  return search ? `${path}?${search}` : path;
}

/** A parameter's value the contract accepts: its example, its schema's, else one built from its schema. */
export const exampleOf = (parameter: { schema: Schema; example?: unknown }): unknown =>
  parameter.example ?? parameter.schema.example ?? sampleOf(parameter.schema);

/** The permission a call needs, as its contract description states it first ("Needs permission `x`"). */
export function neededPermission(operation: Operation): string | null {
  return /\bNeeds (?:permissions? )?`([^`]+)`/.exec(operation.description)?.[1] ?? null;
}

export const isWrite = (operation: Operation): boolean => operation.method !== 'GET';

/** `GET /api/admin/cards/{id}`: how reports and tables name an operation. */
export const operationName = (operation: Pick<Operation, 'method' | 'path'>): string => `${operation.method} ${operation.path}`;
