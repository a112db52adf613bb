import type { CatalogueImport } from '../../../src/api/schema.d.ts';
import { PEOPLE_IMPORT_COLUMNS, peopleRowProblems, type PeopleImportProblem } from '../../../src/domain/peopleImport.ts';
import { importFailureMessage, importRowErrors, type CsvRow, type ImportRowError } from '../policy/catalogues.ts';
import { departmentNamed } from '../policy/namedReferences.ts';
import { invitedPerson, personErrors, type PersonFields } from '../policy/people.ts';
import type { Actor } from './actor.ts';

const PROBLEM_MESSAGES: Record<PeopleImportProblem, string> = {
  first_name_required: 'The first_name field is required.',
  last_name_required: 'The last_name field is required.',
  name_too_long: 'The name may not be greater than 100 characters.',
  email_required: 'The email field is required.',
  email_invalid: 'The email must be a valid email address.',
  email_too_long: 'The email may not be greater than 200 characters.',
  email_repeated: 'This email is already used by an earlier line of the file.',
};

/** An invitation read from a CSV row: its department named, resolved to an id of the company. */
type ImportedInvite = Required<Pick<PersonFields, 'first_name' | 'last_name' | 'email'>> & PersonFields & { index: number };

/** The invitation's own field names, as the CSV's columns. */
const COLUMN_OF_FIELD: Record<string, string> = { department_id: 'department' };

export type PeopleImportOutcome = { imported: number } | { message: string; errors: ImportRowError[] };

/**
 * `POST members/import` (`invite people`): every row is checked as an invitation, with the rows'
 * own rule (`src/domain/peopleImport.ts`: names, e-mail, no e-mail twice in the file) and the
 * invitation's rule of the company (`personErrors`: an e-mail unused in the company, a department of
 * it, here named); any error → nothing is invited and every error is answered by line and column.
 */
export function importPeople(actor: Actor, body: CatalogueImport): PeopleImportOutcome {
  actor.require('invite people');
  const { db, company } = actor;
  const rows = body.rows as CsvRow[];
  const departmentProblems = new Map<number, string>();
  const { writes, errors } = importRowErrors<ImportedInvite>(rows, {
    columns: PEOPLE_IMPORT_COLUMNS,
    toWrite: (row) => {
      const index = rows.indexOf(row);
      const department = departmentNamed(db, company.id, row.department ?? '');
      if ('error' in department) departmentProblems.set(index, department.error);
      return {
        index,
        first_name: (row.first_name ?? '').trim(),
        last_name: (row.last_name ?? '').trim(),
        email: (row.email ?? '').trim(),
        department_id: 'id' in department ? department.id : null,
      };
    },
    errorsOf: (write) => {
      const own = peopleRowProblems(rows, write.index);
      const problems: Record<string, string[]> = {};
      for (const { column, problem } of own) problems[column] = [PROBLEM_MESSAGES[problem]];
      for (const [field, messages] of Object.entries(personErrors(db, company.id, write)))
        problems[COLUMN_OF_FIELD[field] ?? field] ??= messages;
      const department = departmentProblems.get(write.index);
      if (department) problems.department = [department];
      return problems;
    },
  });
  if (errors.length > 0) return { message: importFailureMessage(errors), errors };
  for (const write of writes) db.members.push(invitedPerson(actor.store.nextId(db.members), company.id, write, actor.store.now()));
  return { imported: writes.length };
}
