import type { Validator } from 'react-admin';
import { isValidEmployerId, isValidMohrePersonId, isValidRoutingCode, uaeIbanProblemCode } from '../../domain/uaeIdentifiers';

/**
 * Form validators of the WPS identifiers (`src/domain/uaeIdentifiers.ts`, the mock's rule too): each
 * names the field's fix in the reader's language. Empty values are left to `required()`.
 */
const E = 'resources.payroll-employees.errors';
const empty = (value: unknown) => value === undefined || value === null || value === '';

export const validatePersonId: Validator = (value) =>
  empty(value) || isValidMohrePersonId(String(value)) ? undefined : `${E}.mohre_person_id`;
export const validateRoutingCode: Validator = (value) =>
  empty(value) || isValidRoutingCode(String(value)) ? undefined : `${E}.routing_code`;
export const validateUaeIban: Validator = (value) => {
  if (empty(value)) return undefined;
  const problem = uaeIbanProblemCode(String(value));
  return problem ? `${E}.iban_${problem}` : undefined;
};
export const validateEmployerId: Validator = (value) =>
  empty(value) || isValidEmployerId(String(value)) ? undefined : 'resources.payroll-runs.bank.errors.employer_id';
export const validateEmployerRoutingCode: Validator = (value) =>
  empty(value) || isValidRoutingCode(String(value)) ? undefined : 'resources.payroll-runs.bank.errors.routing_code';
export const validatePositive: Validator = (value) => (typeof value === 'number' && value <= 0 ? `${E}.positive` : undefined);
