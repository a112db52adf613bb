/**
 * XLSX files of tables (payroll reports): write-excel-file (small, maintained, no install scripts),
 * loaded only when someone exports (`downloadXlsx` imports this module: its own chunk, a line in
 * `LIBRARY_BUDGETS`). Numbers stay numbers (a spreadsheet adds them up); texts stay texts.
 */
import writeXlsxFile from 'write-excel-file/browser';

export type XlsxSheet = { name: string; header: readonly string[]; rows: readonly (readonly (string | number | null)[])[] };

export async function xlsxBlob(sheets: readonly XlsxSheet[]): Promise<Blob> {
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name.slice(0, 31),
      data: [
        sheet.header.map((value) => ({ value, fontWeight: 'bold' as const })),
        ...sheet.rows.map((row) =>
          row.map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String })),
        ),
      ],
    })),
  ).toBlob();
}
