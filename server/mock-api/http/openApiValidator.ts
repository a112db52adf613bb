import { fileURLToPath } from 'node:url';
import * as OpenApiValidator from 'express-openapi-validator';
import type { Request, RequestHandler } from 'express';
import { responseShapeRecorderFromEnv } from '../../contract-proxy/responseShapeRecorder.ts';
import { authenticate } from '../auth/guards.ts';
import { unauthorized } from './errors.ts';
import { MONEY_FORMAT } from './moneyFormat.ts';

/** The product contract: the same file the app's types are generated from. */
export const OPENAPI_SPEC_PATH = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

type ValidatorOptions = Parameters<typeof OpenApiValidator.middleware>[0];

/** A response that breaks the contract, as express-openapi-validator reports it (an InternalServerError). */
export interface ResponseContractError extends Error {
  status: number;
  path?: string;
  errors?: { path?: string; message: string; errorCode?: string }[];
}

export interface ContractValidatorSetup {
  /** The bearer token check; omitted: the `security` of the spec is not checked (the upstream decides). */
  authenticateBearer?: (req: Request) => boolean;
  /** Given: a response that breaks the contract is reported here and sent unchanged instead of failing (a proxy). */
  onResponseError?: (error: ResponseContractError, body: unknown, req: Request) => void;
}

/**
 * The one express-openapi-validator setup of the project: the mock API (createOpenApiValidator) and
 * the contract proxy (server/contract-proxy) check requests and responses with exactly these options.
 */
export function contractValidatorOptions({ authenticateBearer, onResponseError }: ContractValidatorSetup = {}): ValidatorOptions {
  return {
    apiSpec: OPENAPI_SPEC_PATH,
    validateApiSpec: true,
    validateRequests: { allowUnknownQueryParameters: false, allErrors: true },
    validateResponses: onResponseError
      ? { allErrors: true, onError: (error, body, req) => onResponseError(error as ResponseContractError, body, req) }
      : { allErrors: true },
    validateFormats: true,
    // Multipart bodies are parsed beforehand, within limits (multipart.ts).
    fileUploader: false,
    formats: { money: MONEY_FORMAT },
    validateSecurity: authenticateBearer
      ? {
          handlers: {
            bearerAuth: (req) => {
              if (!authenticateBearer(req)) throw unauthorized();
              return true;
            },
          },
        }
      : false,
  };
}

/**
 * Validates every request (params, query, headers, body) and every JSON response against the
 * contract. The spec decides which calls need a bearer token (`security`); the token check
 * is ours. Undocumented paths answer 404, so a route exists only once the contract has it.
 */
export function createOpenApiValidator(): RequestHandler[] {
  const validator = OpenApiValidator.middleware(contractValidatorOptions({ authenticateBearer: (req) => Boolean(authenticate(req)) }));
  // `npm test` notes which documented response properties the mock's answers have (scripts/response-coverage.ts).
  const recorder = responseShapeRecorderFromEnv();
  return recorder ? [recorder, ...validator] : validator;
}
