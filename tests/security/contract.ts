/**
 * The operations of the contract (`openapi/`), bundled and dereferenced: the security suite walks
 * these, so a route added to the contract is covered without editing a test.
 */
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { OPENAPI_SPEC_PATH } from '../../server/mock-api/http/openApiValidator.ts';

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
  uniqueItems?: boolean;
  description?: string;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** The contract's path, `{param}` syntax. */
  path: string;
  /** Path parameters in path order, with their schemas. */
  pathParams: { name: string; schema: Schema }[];
  description: string;
  /** The JSON request body's schema, when the call takes JSON. */
  jsonBody?: Schema;
  /** Every request content type (multipart bodies are not generated). */
  contentTypes: string[];
  /** False for calls the contract lets through without a bearer token. */
  needsToken: boolean;
}

type RawParameter = { name: string; in: string; schema: Schema };
type RawOperation = {
  description?: string;
  parameters?: RawParameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
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
      const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].filter((parameter) => parameter.in === 'path');
      const order = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const content = raw.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: order.map((name) => ({ name, schema: parameters.find((parameter) => parameter.name === name)?.schema ?? {} })),
        description: raw.description ?? '',
        jsonBody: content['application/json']?.schema,
        contentTypes: Object.keys(content),
        needsToken: !(Array.isArray(raw.security) && raw.security.length === 0),
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

/** The permission a call needs, as its contract description states it first ("Needs permission `x`"). */
export function neededPermission(operation: Operation): string | null {
  return /\bNeeds (?:permissions? )?`([^`]+)`/.exec(operation.description)?.[1] ?? null;
}

export const isWrite = (operation: Operation): boolean => operation.method !== 'GET';
