import type { ProjectWrite } from '../../../src/api/schema.d.ts';
import { CURRENCIES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredProject } from '../store/types.ts';
import {
  checkAmount,
  checkDay,
  checkOneOf,
  checkText,
  csvNumber,
  csvDayCell,
  csvText,
  isTaken,
  type CatalogueScope,
  type CsvRow,
  type ImportRules,
} from './catalogues.ts';
import { departmentsNamed, memberWithEmail, namedReferenceErrors, onColumns } from './namedReferences.ts';
import { PROJECT_IMPORT_COLUMNS } from '../../../src/domain/catalogueImportColumns.ts';

const CODE = /^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/;

/** The ids of the company's members and departments, for the owner and department checks. */
export type ProjectScope = { memberIds: ReadonlySet<number>; departmentIds: ReadonlySet<number> };

export const projectScope = ({ db, companyId }: CatalogueScope): ProjectScope => ({
  memberIds: new Set(db.members.filter((member) => member.company_id === companyId).map((member) => member.id)),
  departmentIds: new Set(db.departments.filter((department) => department.company_id === companyId).map((department) => department.id)),
});

/**
 * The create and change rule of a project: the schema's bounds, a code unique in the company (any
 * case), an end date not before the start, and an owner and departments of the company.
 */
export function projectWriteErrors(
  taken: readonly { id?: number; code: string }[],
  body: ProjectWrite,
  scope: ProjectScope,
  existing?: StoredProject,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 120 });
  checkText(errors, 'code', body.code, {
    required: true,
    max: 20,
    pattern: CODE,
    patternMessage: 'The code may hold letters, digits and hyphens (2 to 20).',
  });
  if (!errors.code && isTaken(taken, (row) => row.code, body.code, existing?.id)) errors.code = ['The code has already been taken.'];
  checkDay(errors, 'start_date', body.start_date);
  checkDay(errors, 'end_date', body.end_date);
  // YYYY-MM-DD days compare as text.
  if (!errors.start_date && !errors.end_date && body.start_date && body.end_date && body.start_date > body.end_date) {
    errors.end_date = ['The end date may not be before the start date.'];
  }
  checkAmount(errors, 'budget', body.budget);
  checkOneOf(errors, 'currency', body.currency, CURRENCIES);
  const owner = body.owner_id;
  if (owner !== null && owner !== undefined && !(typeof owner === 'number' && scope.memberIds.has(owner))) {
    errors.owner_id = ['The owner must be a member of the company.'];
  }
  const departments: unknown[] = Array.isArray(body.department_ids) ? body.department_ids : [];
  if (departments.some((id) => !(typeof id === 'number' && scope.departmentIds.has(id)))) {
    errors.department_ids = ['Every department must be a department of the company.'];
  }
  return errors;
}

/** The stored fields of a write, trimmed (empty dates and budget are none; departments without repeats). */
export const projectFields = (body: ProjectWrite) => ({
  name: body.name.trim(),
  code: body.code.trim(),
  start_date: body.start_date || null,
  end_date: body.end_date || null,
  budget: body.budget ?? null,
  currency: body.currency,
  owner_id: body.owner_id ?? null,
  department_ids: [...new Set(body.department_ids ?? [])],
});

/** The write's field of a named reference, and the CSV column a person named it in. */
const COLUMN_OF_FIELD: Record<string, string> = { owner_id: 'owner', department_ids: 'departments' };

/**
 * A CSV file of projects: the write's fields; the owner by e-mail and the departments by their names
 * separated by `;` (`namedReferences.ts`), resolved here; an unknown or shared name is an error on its column.
 */
export function projectImportRules(taken: readonly { id?: number; code: string }[], scope: CatalogueScope): ImportRules<ProjectWrite> {
  const ids = projectScope(scope);
  const referenceProblems = new WeakMap<ProjectWrite, FieldErrors>();
  return {
    columns: PROJECT_IMPORT_COLUMNS,
    toWrite: (row: CsvRow) => {
      const owner = memberWithEmail(scope.db, scope.companyId, csvText(row, 'owner'));
      const departments = departmentsNamed(scope.db, scope.companyId, csvText(row, 'departments'));
      const write: ProjectWrite = {
        name: csvText(row, 'name'),
        code: csvText(row, 'code'),
        start_date: csvDayCell(row, 'start_date'),
        end_date: csvDayCell(row, 'end_date'),
        budget: csvNumber(row, 'budget') as number | null,
        currency: (csvText(row, 'currency') || 'AED') as ProjectWrite['currency'],
        owner_id: 'id' in owner ? owner.id : null,
        department_ids: 'ids' in departments ? departments.ids : [],
      };
      referenceProblems.set(write, namedReferenceErrors({ owner, departments }));
      return write;
    },
    errorsOf: (write, earlier) => ({
      ...onColumns(projectWriteErrors([...taken, ...earlier], write, ids), COLUMN_OF_FIELD),
      ...referenceProblems.get(write),
    }),
  };
}
