import type { XlsxSheet } from './xlsxWriter';

export type { XlsxSheet };

/** Writes the sheets as an XLSX file and downloads it (the writer loads on first use, in its own chunk). */
export async function downloadXlsx(sheets: readonly XlsxSheet[], fileName: string): Promise<void> {
  const { xlsxBlob } = await import('./xlsxWriter');
  const url = URL.createObjectURL(await xlsxBlob(sheets));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
