// Compares two bundled OpenAPI documents operation by operation: paths, security, parameters,
// request bodies and responses, each schema through schemaDiff for its side. Every change is tied
// to the operation it touches; a change inside a component is found once and tied to every
// operation that reaches the component.
import { HTTP_METHODS, isObject, type Json, resolve } from './document.ts';
import { hasErrorShape, isListEnvelope, requiredRule } from './conventions.ts';
import type { Rule } from './rules.ts';
import { compareComponents, compareSchemas, type SchemaChange, type SchemaDiff, type Side } from './schemaDiff.ts';

export interface Change extends SchemaChange {
  /** `GET /api/admin/things`. */
  operation: string;
}

interface Operation {
  name: string;
  path: string;
  operation: Json;
  pathItem: Json;
}

const templateOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

/** Operations by `METHOD /path/{}` (a renamed path parameter is the same URL for the client). */
function operationsOf(doc: Json): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, raw] of Object.entries(paths)) {
    const pathItem = resolve(doc, raw);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      operations.set(`${method.toUpperCase()} ${templateOf(path)}`, { name, path, operation, pathItem });
    }
  }
  return operations;
}

export class DocumentDiff {
  private readonly components = new Map<string, SchemaDiff>();
  private readonly changes: Change[] = [];

  constructor(
    private readonly before: Json,
    private readonly after: Json,
  ) {}

  run(): Change[] {
    const beforeOperations = operationsOf(this.before);
    const afterOperations = operationsOf(this.after);
    const afterTemplates = new Set([...afterOperations.values()].map(({ path }) => templateOf(path)));
    const beforeTemplates = new Set([...beforeOperations.values()].map(({ path }) => templateOf(path)));
    for (const [key, before] of beforeOperations) {
      const after = afterOperations.get(key);
      if (after) this.compareOperation(before, after);
      else if (afterTemplates.has(templateOf(before.path))) this.add('operation-removed', before.name, before.name);
      else this.add('path-removed', before.path, before.name, this.movedTo(before, beforeOperations, afterOperations));
    }
    for (const [key, after] of afterOperations) {
      if (beforeOperations.has(key)) continue;
      if (beforeTemplates.has(templateOf(after.path))) this.add('operation-added', after.name, after.name);
      else this.add('path-added', after.path, after.name);
    }
    return this.changes;
  }

  private add(rule: Rule, subject: string, operation: string, detail?: string) {
    this.changes.push({ rule, subject, operation, ...(detail ? { detail } : {}) });
  }

  /** A removed path whose operations all live on under one new path (same operationIds): a rename. */
  private movedTo(removed: Operation, beforeOperations: Map<string, Operation>, afterOperations: Map<string, Operation>) {
    const ids = [...beforeOperations.values()].filter(({ path }) => path === removed.path).map(({ operation }) => operation.operationId);
    if (ids.some((id) => typeof id !== 'string')) return undefined;
    const targets = new Set(
      [...afterOperations.values()].filter(({ operation }) => ids.includes(operation.operationId)).map(({ path }) => path),
    );
    return targets.size === 1 ? `now ${[...targets][0]}? (same operationId)` : undefined;
  }

  private compareOperation(before: Operation, after: Operation) {
    const name = after.name;
    const b = before.operation;
    const a = after.operation;
    if (typeof b.operationId === 'string' && typeof a.operationId === 'string' && b.operationId !== a.operationId) {
      this.add('operation-id-changed', name, name, `${b.operationId} → ${a.operationId}`);
    }
    if (a.deprecated === true && b.deprecated !== true) this.add('operation-deprecated', name, name);
    if (b.summary !== a.summary || b.description !== a.description) this.add('description-changed', name, name);
    this.compareSecurity(b, a, name);
    this.compareParameters(before, after, name);
    this.compareRequestBody(b, a, name);
    this.compareResponses(b, a, name);
  }

  private compareSecurity(before: Json, after: Json, name: string) {
    const effective = (operation: Json, doc: Json) =>
      (Array.isArray(operation.security) ? operation.security : Array.isArray(doc.security) ? doc.security : []) as Json[];
    const open = (requirements: Json[]) =>
      requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
    const text = (requirements: Json[]) =>
      JSON.stringify(requirements.map((requirement) => Object.keys(requirement).sort().join('+')).sort());
    const old = effective(before, this.before);
    const now = effective(after, this.after);
    if (open(old) && !open(now)) this.add('security-added', name, name, `now needs ${text(now)}`);
    else if (text(old) !== text(now)) this.add('security-changed', name, name, `${text(old)} → ${text(now)}`);
  }

  private parametersOf(doc: Json, { operation, pathItem, path }: Operation): Map<string, Json> {
    const parameters = new Map<string, Json>();
    const names = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    for (const raw of [...asList(pathItem.parameters), ...asList(operation.parameters)]) {
      const parameter = resolve(doc, raw);
      const where = String(parameter.in);
      const name = String(parameter.name);
      const key = where === 'path' ? `path #${names.indexOf(name)}` : `${where} ${where === 'header' ? name.toLowerCase() : name}`;
      parameters.set(key, parameter);
    }
    return parameters;
  }

  private compareParameters(before: Operation, after: Operation, name: string) {
    const old = this.parametersOf(this.before, before);
    const now = this.parametersOf(this.after, after);
    for (const [key, parameter] of old) {
      const subject = parameterSubject(parameter);
      const current = now.get(key);
      if (!current) {
        this.add(
          parameter.in === 'header' || parameter.in === 'cookie' ? 'request-header-removed' : 'request-parameter-removed',
          subject,
          name,
        );
        continue;
      }
      if (current.required === true && parameter.required !== true)
        this.add(requiredRule(current, 'request-parameter-became-required'), subject, name);
      if (current.required !== true && parameter.required === true) this.add('request-parameter-became-optional', subject, name);
      if ((parameter.style ?? null) !== (current.style ?? null) || (parameter.explode ?? null) !== (current.explode ?? null)) {
        this.add(
          'request-parameter-style-changed',
          subject,
          name,
          `style ${String(parameter.style ?? 'default')}, explode ${String(parameter.explode ?? 'default')} → style ${String(current.style ?? 'default')}, explode ${String(current.explode ?? 'default')}`,
        );
      }
      if (current.deprecated === true && parameter.deprecated !== true) this.add('deprecated', subject, name);
      this.compareSchema('request', parameter.schema, current.schema, subject, name);
    }
    for (const [key, parameter] of now) {
      if (old.has(key)) continue;
      const rule = parameter.required === true ? requiredRule(parameter, 'request-parameter-added-required') : 'request-parameter-added';
      this.add(rule, parameterSubject(parameter), name);
    }
  }

  private compareRequestBody(before: Json, after: Json, name: string) {
    const old = before.requestBody === undefined ? undefined : resolve(this.before, before.requestBody);
    const now = after.requestBody === undefined ? undefined : resolve(this.after, after.requestBody);
    const subject = 'request body';
    if (!old && !now) return;
    if (old && !now) return this.add('request-body-removed', subject, name);
    if (!old && now) return this.add(now.required === true ? 'request-body-added-required' : 'request-body-added', subject, name);
    if (now!.required === true && old!.required !== true) this.add('request-body-became-required', subject, name);
    if (now!.required !== true && old!.required === true) this.add('request-body-became-optional', subject, name);
    this.compareContent('request', old!.content, now!.content, subject, name);
  }

  private compareResponses(before: Json, after: Json, name: string) {
    const old = isObject(before.responses) ? before.responses : {};
    const now = isObject(after.responses) ? after.responses : {};
    for (const status of Object.keys(old)) {
      const subject = `response ${status}`;
      if (!(status in now)) {
        this.add(isSuccess(status) ? 'response-success-status-removed' : 'response-error-status-removed', subject, name);
        continue;
      }
      const oldResponse = resolve(this.before, old[status]);
      const newResponse = resolve(this.after, now[status]);
      if (!isSuccess(status) && hasErrorShape(this.before, oldResponse) && !hasErrorShape(this.after, newResponse)) {
        this.add('response-error-shape-changed', subject, name, 'no longer { message, errors? }');
      }
      if (isSuccess(status) && isListEnvelope(this.before, oldResponse) && !isListEnvelope(this.after, newResponse)) {
        this.add('response-list-envelope-changed', subject, name, 'no longer { data: [...], meta }');
      }
      this.compareHeaders(oldResponse.headers, newResponse.headers, subject, name);
      this.compareContent('response', oldResponse.content, newResponse.content, subject, name);
    }
    for (const status of Object.keys(now)) {
      if (status in old) continue;
      const subject = `response ${status}`;
      if (isSuccess(status)) this.add('response-success-status-added', subject, name);
      else if (hasErrorShape(this.after, resolve(this.after, now[status]))) this.add('response-error-status-added', subject, name);
      else this.add('response-error-shape-changed', subject, name, 'a new error status not in the { message, errors? } shape');
    }
  }

  /** Response headers by name (case does not count); each one's schema is read by the client. */
  private compareHeaders(before: unknown, after: unknown, subject: string, name: string) {
    const byName = (doc: Json, headers: unknown) =>
      new Map(
        Object.entries(isObject(headers) ? headers : {}).map(([header, raw]) => [
          header.toLowerCase(),
          [header, resolve(doc, raw)] as const,
        ]),
      );
    const old = byName(this.before, before);
    const now = byName(this.after, after);
    for (const [key, [header, definition]] of old) {
      const place = `${subject} header \`${header}\``;
      const current = now.get(key);
      if (!current) this.add('response-header-removed', place, name);
      else this.compareSchema('response', definition.schema, current[1].schema, place, name);
    }
    for (const [key, [header]] of now) {
      if (!old.has(key)) this.add('response-header-added', `${subject} header \`${header}\``, name);
    }
  }

  private compareContent(side: Side, before: unknown, after: unknown, subject: string, name: string) {
    const old = isObject(before) ? before : {};
    const now = isObject(after) ? after : {};
    for (const mediaType of Object.keys(old)) {
      const place = Object.keys(old).length > 1 ? `${subject} (${mediaType})` : subject;
      if (!(mediaType in now)) {
        this.add(side === 'request' ? 'request-media-type-removed' : 'response-media-type-removed', place, name, mediaType);
        continue;
      }
      const oldSchema = isObject(old[mediaType]) ? (old[mediaType] as Json).schema : undefined;
      const newSchema = isObject(now[mediaType]) ? (now[mediaType] as Json).schema : undefined;
      if (oldSchema !== undefined && newSchema !== undefined) this.compareSchema(side, oldSchema, newSchema, `${place} body`, name);
    }
    for (const mediaType of Object.keys(now)) {
      if (!(mediaType in old))
        this.add(side === 'request' ? 'request-media-type-added' : 'response-media-type-added', subject, name, mediaType);
    }
  }

  /** A schema at the operation, then every component pair it reaches (each compared once for the document). */
  private compareSchema(side: Side, before: unknown, after: unknown, place: string, name: string) {
    if (before === undefined || after === undefined) return;
    const root = this.schemaDiff(side);
    compareSchemas(root, before, after, place);
    for (const change of root.changes) this.changes.push({ ...change, operation: name });
    const seen = new Set<string>();
    const queue = [...root.pairs.entries()];
    while (queue.length > 0) {
      const [key, [beforeName, afterName]] = queue.shift()!;
      if (seen.has(key)) continue;
      seen.add(key);
      let component = this.components.get(key);
      if (!component) {
        component = this.schemaDiff(side);
        compareComponents(component, beforeName, afterName);
        this.components.set(key, component);
      }
      for (const change of component.changes) this.changes.push({ ...change, operation: name });
      queue.push(...component.pairs.entries());
    }
  }

  private schemaDiff(side: Side): SchemaDiff {
    return { before: this.before, after: this.after, side, changes: [], pairs: new Map() };
  }
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const isSuccess = (status: string) => /^[23]/.test(status);

function parameterSubject(parameter: Json): string {
  return parameter.in === 'header'
    ? `header \`${String(parameter.name)}\``
    : `${String(parameter.in)} parameter \`${String(parameter.name)}\``;
}
