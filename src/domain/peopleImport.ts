/**
 * People import (Ctrl+K "Import" on People): a CSV with a header row naming `first_name`,
 * `last_name`, `email` and optionally `department` (its name). Each row is checked with the
 * invitation's rules (MemberInvite in the OpenAPI) before anything is sent; problems are i18n keys
 * (`spendboard.people_import.problems.*`).
 */
import { parseCsv } from './csv';

export const IMPORT_MAX_ROWS = 200;
const NAME_MAX = 100;
const EMAIL_MAX = 200;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED_COLUMNS = ['first_name', 'last_name', 'email'] as const;

export type ImportProblem =
  | 'first_name_required'
  | 'last_name_required'
  | 'name_too_long'
  | 'email_required'
  | 'email_invalid'
  | 'email_too_long'
  | 'email_repeated'
  | 'department_unknown';

export type ImportRow = {
  /** The line of the file (the header is line 1). */
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  department_id: number | null;
  problems: ImportProblem[];
};

export type ImportFileProblem = 'empty' | 'columns' | 'too_many_rows';

export type ImportPreview = { rows: ImportRow[]; fileProblem?: ImportFileProblem };

const columnName = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

/** The rows of the file, each with its problems; `departments` are the company's, to match names. */
export function previewPeopleImport(text: string, departments: ReadonlyArray<{ id: number; name: string }>): ImportPreview {
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], fileProblem: 'empty' };
  const columns = header.map(columnName);
  if (!REQUIRED_COLUMNS.every((column) => columns.includes(column))) return { rows: [], fileProblem: 'columns' };
  if (records.length === 0) return { rows: [], fileProblem: 'empty' };
  if (records.length > IMPORT_MAX_ROWS) return { rows: [], fileProblem: 'too_many_rows' };

  const departmentIds = new Map(departments.map((department) => [department.name.trim().toLowerCase(), department.id]));
  const seenEmails = new Set<string>();
  const cell = (record: string[], column: string) => (columns.includes(column) ? (record[columns.indexOf(column)] ?? '').trim() : '');

  const rows = records.map((record, index): ImportRow => {
    const [first_name, last_name, email, department] = ['first_name', 'last_name', 'email', 'department'].map((column) =>
      cell(record, column),
    );
    const problems: ImportProblem[] = [];
    if (!first_name) problems.push('first_name_required');
    if (!last_name) problems.push('last_name_required');
    if (first_name.length > NAME_MAX || last_name.length > NAME_MAX) problems.push('name_too_long');
    const emailKey = email.toLowerCase();
    if (!email) problems.push('email_required');
    else if (email.length > EMAIL_MAX) problems.push('email_too_long');
    else if (!EMAIL_PATTERN.test(email)) problems.push('email_invalid');
    else if (seenEmails.has(emailKey)) problems.push('email_repeated');
    if (email) seenEmails.add(emailKey);
    const department_id = department ? (departmentIds.get(department.toLowerCase()) ?? null) : null;
    if (department && department_id === null) problems.push('department_unknown');
    return { line: index + 2, first_name, last_name, email, department, department_id, problems };
  });
  return { rows };
}
