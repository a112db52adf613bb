import { PEOPLE_IMPORT_COLUMNS, peopleRowProblems } from '../../domain/peopleImport';
import type { CsvImporter } from '../../layout/imports/csvImporter';

/** 'First name' or 'FIRST_NAME' as the column first_name. */
const columnOf = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * People's CSV import (invite people): one invitation per row, the department by its name; all rows
 * are invited or none (`POST members/import`). Each row is checked first with the rule the API uses.
 */
export const peopleImporter: CsvImporter = {
  resource: 'people',
  title: 'spendboard.people_import.title',
  columns: PEOPLE_IMPORT_COLUMNS,
  columnOf,
  required: ['first_name', 'last_name', 'email'],
  rowProblems: (rows, index) =>
    peopleRowProblems(rows, index).map(({ column, problem }) => ({ column, problem: `spendboard.people_import.problems.${problem}` })),
  example: { first_name: 'Lina', last_name: 'Saleh', email: 'lina.saleh@example.com', department: 'Finance' },
  importedNotice: 'people_invited',
  shown: ['first_name', 'last_name', 'email'],
};
