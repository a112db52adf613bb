import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import { load } from 'js-yaml';

/** The controls' own OpenAPI 3.1 description (linted by `npm run api:check`, built into `/api-docs/mock-controls.html`). */
export const MOCK_CONTROLS_SPEC_PATH = fileURLToPath(new URL('../../../openapi/mock-controls.yaml', import.meta.url));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Operation = { summary?: string; operationId?: string; security?: unknown[] };
export type ControlsDescription = { paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>> } & Record<
  string,
  unknown
>;

/** One control as `GET /__mock` lists it: `path` is under `/__mock`, in the file's `{param}` spelling. */
export interface DocumentedControl {
  method: string;
  path: string;
  summary: string;
  /** False for the one open control (the app's error-report intake). */
  needs_token: boolean;
}

/** The file as JSON, read once per process (it changes only with the code). */
let cached: ControlsDescription | undefined;
export function controlsDescription(): ControlsDescription {
  cached ??= load(readFileSync(MOCK_CONTROLS_SPEC_PATH, 'utf8')) as ControlsDescription;
  return cached;
}

/** Every operation of the file, in its order. */
export function documentedControls(basePath: string, description = controlsDescription()): DocumentedControl[] {
  return Object.entries(description.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      return {
        method: method.toUpperCase(),
        path: `${basePath}${path}`,
        summary: operation.summary ?? '',
        needs_token: !(Array.isArray(operation.security) && operation.security.length === 0),
      };
    }),
  );
}

/**
 * `GET /__mock` (JSON): the index of the controls, computed from their OpenAPI file; a browser asking
 * for HTML is passed on to the `/__mock/` page. `GET /__mock/openapi.json`: the file itself.
 */
export function registerControlsDescription(router: Router, basePath: string): void {
  router.get('/', (req, res, next) => {
    if (req.accepts(['json', 'html']) === 'html') return next();
    res.json({
      data: documentedControls(basePath),
      meta: {
        page: `${basePath}/`,
        openapi: `${basePath}/openapi.json`,
        reference: '/api-docs/mock-controls.html',
        fixtures: `${basePath}/fixtures`,
        token_header: 'X-Mock-Control',
      },
    });
  });
  router.get('/openapi.json', (_req, res) => {
    res.json(controlsDescription());
  });
}
