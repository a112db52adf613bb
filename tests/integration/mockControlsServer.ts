import type { AddressInfo } from 'node:net';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { afterAll, beforeAll } from 'vitest';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { CONTROL_BASE_PATH, createControlRouter } from '../../server/mock-api/control/controlRouter.ts';
import { MOCK_CONTROLS_SPEC_PATH } from '../../server/mock-api/control/controlsDescription.ts';
import { createErrorMapper } from '../../server/mock-api/http/errorMapper.ts';
import { createMockApi, type MockApi } from '../../server/mock-api/index.ts';

export interface ControlsClient {
  url: string;
  mockApi: MockApi;
  /** A control call with the token (unless `token: null`); the body is sent as JSON. */
  call: (
    method: string,
    path: string,
    body?: unknown,
    options?: { token?: string | null; headers?: Record<string, string> },
  ) => Promise<Response>;
}

/**
 * The control router of a fresh mock behind express-openapi-validator loaded with
 * openapi/mock-controls.yaml: a request or an answer the file does not describe fails
 * (an undescribed answer is a 500 naming what broke, an undescribed path a 404).
 */
export function useValidatedControls(): ControlsClient {
  const mockApi = createMockApi({ controlToken: 'controls-test-token', logContractViolations: false });
  const app = express();
  // The validator reads the parsed body (the control router parses JSON itself, after its token check).
  app.use(express.json({ limit: '1mb' }));
  app.use(
    OpenApiValidator.middleware({
      apiSpec: MOCK_CONTROLS_SPEC_PATH,
      validateApiSpec: true,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: { allErrors: true },
      validateSecurity: false,
      fileUploader: false,
    }),
  );
  app.use(CONTROL_BASE_PATH, createControlRouter(mockApi.context));
  app.use(createErrorMapper({ logContractViolations: false }));
  let server: ReturnType<typeof app.listen> | undefined;
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));
  return {
    get url() {
      return url;
    },
    mockApi,
    call: (method, path, body, { token = 'controls-test-token', headers = {} } = {}) =>
      fetch(`${url}${CONTROL_BASE_PATH}${path}`, {
        method,
        headers: {
          ...(token === null ? {} : { [CONTROL_TOKEN_HEADER]: token }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
