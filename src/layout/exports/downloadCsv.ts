import { downloadCSV } from 'react-admin';

/**
 * Writes the rows as CSV, `columns` as the header in that order, and downloads `<fileName>.csv`. The
 * writer (papaparse) loads on first use, in its own chunk: a list page does not carry it to its first row.
 */
export async function downloadCsv(rows: readonly Record<string, unknown>[], columns: readonly string[], fileName: string): Promise<void> {
  const { writeCsv } = await import('../../domain/csv');
  downloadCSV(writeCsv(rows, columns), fileName);
}
