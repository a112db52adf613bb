import { fileURLToPath } from 'node:url';
import * as OpenApiValidator from 'express-openapi-validator';
import type { RequestHandler } from 'express';
import { authenticate } from '../auth/guards.ts';
import { unauthorized } from './errors.ts';
import { MONEY_FORMAT } from './moneyFormat.ts';

/** The product contract: the same file the app's types are generated from. */
export const OPENAPI_SPEC_PATH = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

/**
 * Validates every request (params, query, headers, body) and every JSON response against the
 * contract. The spec decides which calls need a bearer token (`security`); the token check
 * is ours. Undocumented paths answer 404, so a route exists only once the contract has it.
 */
export function createOpenApiValidator(): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: OPENAPI_SPEC_PATH,
    validateApiSpec: true,
    validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
    validateResponses: { allErrors: true },
    validateFormats: true,
    // Multipart bodies are parsed beforehand, within limits (multipart.ts).
    fileUploader: false,
    formats: { money: MONEY_FORMAT },
    validateSecurity: {
      handlers: {
        bearerAuth: (req) => {
          if (!authenticate(req)) throw unauthorized();
          return true;
        },
      },
    },
  });
}
