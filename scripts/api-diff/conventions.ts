// What api:diff knows of Spendboard's conventions (docs/CONVENTIONS.md, "Contract"): the headers
// the app sends on every call, the one error shape and the list envelope.
import { isObject, type Json, resolve } from './document.ts';
import type { Rule } from './rules.ts';

/**
 * Our conventions: the app sends `X-Tenant` on every call while a company is active (another client
 * must start to: a warning) and `Accept-Language` on every call (nothing to do for it).
 */
export function requiredRule(parameter: Json, otherwise: Rule): Rule {
  if (parameter.in !== 'header') return otherwise;
  const name = String(parameter.name).toLowerCase();
  if (name === 'x-tenant') return 'request-tenant-header-required';
  if (name === 'accept-language') return 'request-language-header-required';
  return otherwise;
}

function schemaOf(doc: Json, response: Json): Json | undefined {
  const content = isObject(response.content) ? response.content : {};
  const media = content['application/json'];
  return isObject(media) && media.schema !== undefined ? resolve(doc, media.schema) : undefined;
}

/** Our error shape: `{ message, errors? }`. A response with no JSON body has no shape to keep. */
export function hasErrorShape(doc: Json, response: Json): boolean {
  const schema = schemaOf(doc, response);
  return !schema || (isObject(schema.properties) && 'message' in schema.properties);
}

/** Our list envelope: `{ data: [...], meta: {...} }`. */
export function isListEnvelope(doc: Json, response: Json): boolean {
  const schema = schemaOf(doc, response);
  if (!schema || !isObject(schema.properties)) return false;
  return resolve(doc, schema.properties.data).type === 'array' && 'meta' in schema.properties;
}
