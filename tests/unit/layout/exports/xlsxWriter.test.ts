import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { xlsxBlob } from '../../../../src/layout/exports/xlsxWriter';

describe('xlsxBlob', () => {
  it('writes an XLSX workbook whose sheet holds the header, texts and numbers', async () => {
    const blob = await xlsxBlob([
      {
        name: 'Payroll register',
        header: ['Employee', 'Net pay'],
        rows: [
          ['Aisha Rahman', 12_850.5],
          ['Omar Said', 4_000],
        ],
      },
    ]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
    expect(strFromU8(files['xl/workbook.xml'])).toContain('name="Payroll register"');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<v>12850.5</v>');
    expect(sheet).toContain('<v>4000</v>');
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet;
    expect(strings).toContain('Aisha Rahman');
    expect(strings).toContain('Net pay');
  });
});
