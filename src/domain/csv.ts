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
