import Papa from 'papaparse';

/**
 * The rows of a CSV file people export from spreadsheets, read by papaparse (RFC 4180: quoted fields
 * with commas, line breaks and doubled quotes; CRLF or LF). A leading byte-order mark is ignored and
 * blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  // One line end for the whole file (spreadsheets mix CRLF and LF inside quoted cells).
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return Papa.parse<string[]>(normalised, { newline: '\n', skipEmptyLines: 'greedy' }).data;
}

/** The most rows one import sends (the API's limit). */
export const CSV_IMPORT_MAX_ROWS = 500;

export type CsvRecords = { columns: string[]; rows: Record<string, string>[] };

/**
 * A CSV file as records keyed by its header (line 1): the header's names are trimmed, a row's
 * missing cells are empty. The record at index 0 is the file's line 2.
 */
export function csvRecords(text: string): CsvRecords {
  const [header = [], ...lines] = parseCsv(text);
  const columns = header.map((name) => name.trim());
  const rows = lines.map((cells) =>
    Object.fromEntries(columns.filter((column) => column !== '').map((column) => [column, cells[columns.indexOf(column)] ?? ''])),
  );
  return { columns, rows };
}

/** Records as CSV text (papaparse), with `columns` as the header, in that order. */
export function writeCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) });
}
