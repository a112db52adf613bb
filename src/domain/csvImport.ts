import { CSV_IMPORT_MAX_ROWS, csvRecords } from './csv';

/**
 * The one CSV import (issue 34 item 4): what an importer (people, every catalogue) says about its
 * file, and the file read by that rule before anything is sent. The API imports all rows or none
 * (`POST …/import`); this preview only spares a person a round trip for what the file itself shows.
 */
export type ImportFileRule = {
  /** The columns the API reads, in the template's order. */
  columns: readonly string[];
  /** Columns a row cannot leave empty (checked here; the API checks everything else). */
  required?: readonly string[];
  /** A header as the API's column name ('First name' → 'first_name'); default: trimmed. */
  columnOf?: (header: string) => string;
  /** The problems of the row at `index` of `rows`, each an i18n key on a column. */
  rowProblems?: (rows: readonly Record<string, string>[], index: number) => readonly RowProblem[];
};

/** A problem of a row: its column and an i18n key (`spendboard.csv_import.problems.*` or the importer's). */
export type RowProblem = { column: string; problem: string };

export type ImportFileProblem = 'empty' | 'too_many' | 'missing_columns' | 'unknown_columns';

export type PreviewRow = { line: number; values: Record<string, string>; problems: RowProblem[] };

export type ImportFilePreview = {
  rows: PreviewRow[];
  fileProblem?: ImportFileProblem;
  /** The columns a `missing_columns` or `unknown_columns` problem is about. */
  columns?: string[];
};

/** The problem key a required column left empty gives. */
export const REQUIRED_CELL = 'spendboard.csv_import.problems.required';

/**
 * The file as the importer reads it: the header mapped to its columns (every required column there,
 * no column the API does not read), at least one row and no more than the API takes, each row with
 * its problems. The rows at index 0 is line 2 (line 1 is the header), as in the API's errors.
 */
export function previewImportFile(text: string, rule: ImportFileRule): ImportFilePreview {
  const columnOf = rule.columnOf ?? ((header: string) => header.trim());
  const read = csvRecords(text);
  const rows = read.rows.map((row) => Object.fromEntries(Object.entries(row).map(([header, value]) => [columnOf(header), value])));
  const header = read.columns.filter((column) => column !== '').map(columnOf);
  if (header.length === 0 || rows.length === 0) return { rows: [], fileProblem: 'empty' };
  const unknown = header.filter((column) => !rule.columns.includes(column));
  if (unknown.length > 0) return { rows: [], fileProblem: 'unknown_columns', columns: unknown };
  const missing = (rule.required ?? []).filter((column) => !header.includes(column));
  if (missing.length > 0) return { rows: [], fileProblem: 'missing_columns', columns: missing };
  if (rows.length > CSV_IMPORT_MAX_ROWS) return { rows: [], fileProblem: 'too_many' };
  return {
    rows: rows.map((values, index) => {
      const empty = (rule.required ?? []).filter((column) => !(values[column] ?? '').trim());
      const own = rule.rowProblems?.(rows, index) ?? [];
      const problems = [
        ...empty
          .filter((column) => !own.some((problem) => problem.column === column))
          .map((column) => ({ column, problem: REQUIRED_CELL })),
        ...own,
      ];
      return { line: index + 2, values, problems };
    }),
  };
}

/** The template's two rows: the header (the importer's columns) and one example, every column present. */
export function importTemplateRows(columns: readonly string[], example: Readonly<Record<string, string>>): Record<string, string>[] {
  return [Object.fromEntries(columns.map((column) => [column, example[column] ?? '']))];
}
