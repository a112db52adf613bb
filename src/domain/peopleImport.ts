/**
 * People import (issue 34 item 4): a CSV file whose header names `first_name`, `last_name`, `email`
 * and optionally `department` (a department's name). One rule for each row, checked in the browser
 * before sending (the preview) and by the mock API's all-or-nothing import (`POST members/import`),
 * with the invitation's bounds (MemberInvite in the OpenAPI). Problems are i18n keys
 * (`spendboard.people_import.problems.*`); the mock writes its English message for each.
 */
export const PEOPLE_IMPORT_COLUMNS = ['first_name', 'last_name', 'email', 'department'] as const;
export type PeopleImportColumn = (typeof PEOPLE_IMPORT_COLUMNS)[number];

const NAME_MAX = 100;
const EMAIL_MAX = 200;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PeopleImportProblem =
  'first_name_required' | 'last_name_required' | 'name_too_long' | 'email_required' | 'email_invalid' | 'email_too_long' | 'email_repeated';

export type PeopleRowProblem = { column: PeopleImportColumn; problem: PeopleImportProblem };

const cell = (row: Readonly<Record<string, string>>, column: string) => (row[column] ?? '').trim();

/**
 * The problems of the row at `index` of `rows` (records keyed by the header): names and e-mail as an
 * invitation takes them, and an e-mail not used by an earlier row (any case). Departments and e-mails
 * already in the company are for the API to check.
 */
export function peopleRowProblems(rows: readonly Readonly<Record<string, string>>[], index: number): PeopleRowProblem[] {
  const row = rows[index];
  const problems: PeopleRowProblem[] = [];
  for (const column of ['first_name', 'last_name'] as const) {
    const value = cell(row, column);
    if (!value) problems.push({ column, problem: `${column}_required` });
    else if (value.length > NAME_MAX) problems.push({ column, problem: 'name_too_long' });
  }
  const email = cell(row, 'email');
  if (!email) problems.push({ column: 'email', problem: 'email_required' });
  else if (email.length > EMAIL_MAX) problems.push({ column: 'email', problem: 'email_too_long' });
  else if (!EMAIL_PATTERN.test(email)) problems.push({ column: 'email', problem: 'email_invalid' });
  else if (rows.slice(0, index).some((earlier) => cell(earlier, 'email').toLowerCase() === email.toLowerCase()))
    problems.push({ column: 'email', problem: 'email_repeated' });
  return problems;
}
