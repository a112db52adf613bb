import type { BranchWrite } from '../../../src/api/schema.d.ts';
import { EMIRATES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredBranch } from '../store/types.ts';
import {
  checkOneOf,
  checkText,
  csvBoolean,
  csvOptionalText,
  csvText,
  defaultErrors,
  isTaken,
  type CsvRow,
  type ImportRules,
} from './catalogues.ts';

const NOUN = 'branch';

/** The contract's branch code: capital letters, digits and hyphens, 2 to 12 characters. */
export const BRANCH_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,11}$/;

/**
 * The create and change rule of a branch: the schema's bounds, a code unique in the company
 * (any case), and the one-default rule (`earlier`: rows of the same import).
 */
export function branchWriteErrors(
  taken: readonly { id?: number; code: string }[],
  body: BranchWrite,
  existing?: StoredBranch,
  earlier: readonly BranchWrite[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 120 });
  checkText(errors, 'code', body.code, {
    required: true,
    max: 12,
    pattern: BRANCH_CODE_PATTERN,
    patternMessage: 'The code may only hold capital letters, digits and hyphens (2 to 12).',
  });
  if (!errors.code && isTaken(taken, (row) => row.code, body.code, existing?.id)) errors.code = ['The code has already been taken.'];
  checkText(errors, 'city', body.city, { required: true, max: 80 });
  checkOneOf(errors, 'emirate', body.emirate, EMIRATES);
  checkText(errors, 'address', body.address, { max: 200 });
  return { ...errors, ...defaultErrors(NOUN, body.is_default, existing, earlier) };
}

/** The stored fields of a write, trimmed (an empty address is none); `is_default` is settled apart. */
export const branchFields = (body: BranchWrite) => ({
  name: body.name.trim(),
  code: body.code.trim(),
  city: body.city.trim(),
  emirate: body.emirate,
  address: body.address?.trim() || null,
});

/** A CSV file of branches: `name`, `code`, `city`, `emirate`, `address`, `is_default`, each row checked with the create rule. */
export const branchImportRules = (taken: readonly { id?: number; code: string }[]): ImportRules<BranchWrite> => ({
  columns: ['name', 'code', 'city', 'emirate', 'address', 'is_default'],
  toWrite: (row: CsvRow) => ({
    name: csvText(row, 'name'),
    code: csvText(row, 'code'),
    city: csvText(row, 'city'),
    emirate: csvText(row, 'emirate') as BranchWrite['emirate'],
    address: csvOptionalText(row, 'address'),
    is_default: csvBoolean(row, 'is_default') as boolean,
  }),
  errorsOf: (write, earlier) => branchWriteErrors([...taken, ...earlier], write, undefined, earlier),
});
