import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_MAX_ROWS, parseCsv } from '../../../src/domain/csv';
import { importTemplateRows, previewImportFile, REQUIRED_CELL, type ImportFileRule } from '../../../src/domain/csvImport';
import { writeCsv } from '../../../src/domain/csv';

const TAGS: ImportFileRule = { columns: ['name', 'colour', 'group'], required: ['name'] };

describe('previewImportFile (the one CSV import dialog reads every file with it)', () => {
  it('reads rows by their header, numbering lines as the API does (the header is line 1)', () => {
    const preview = previewImportFile('group,name,colour\r\nEvent,"Conference, Dubai",blue\nTeam,Lunch,\n', TAGS);
    expect(preview.fileProblem).toBeUndefined();
    expect(preview.rows).toEqual([
      { line: 2, values: { group: 'Event', name: 'Conference, Dubai', colour: 'blue' }, problems: [] },
      { line: 3, values: { group: 'Team', name: 'Lunch', colour: '' }, problems: [] },
    ]);
  });

  it('marks a required cell left empty on its row and column', () => {
    const preview = previewImportFile('name,colour,group\n ,blue,\nCourier,grey,\n', TAGS);
    expect(preview.rows.map((row) => [row.line, row.problems])).toEqual([
      [2, [{ column: 'name', problem: REQUIRED_CELL }]],
      [3, []],
    ]);
  });

  it("maps headers with the importer's rule and adds the importer's own row problems once per column", () => {
    const rule: ImportFileRule = {
      columns: ['first_name', 'email'],
      required: ['first_name', 'email'],
      columnOf: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
      rowProblems: (rows, index) => (rows[index].email.includes('@') ? [] : [{ column: 'email', problem: 'email_invalid' }]),
    };
    const preview = previewImportFile('First Name,EMAIL\nLina,lina@acme.example.com\nOmar,omar\n', rule);
    expect(preview.rows.map((row) => [row.values, row.problems])).toEqual([
      [{ first_name: 'Lina', email: 'lina@acme.example.com' }, []],
      [{ first_name: 'Omar', email: 'omar' }, [{ column: 'email', problem: 'email_invalid' }]],
    ]);
  });

  it('refuses a file with no rows, with columns the API does not read, without a required column, or too long', () => {
    expect(previewImportFile('', TAGS).fileProblem).toBe('empty');
    expect(previewImportFile('name,colour,group\n', TAGS).fileProblem).toBe('empty');
    expect(previewImportFile('name,gl_account_id\nTravel,12\n', TAGS)).toEqual({
      rows: [],
      fileProblem: 'unknown_columns',
      columns: ['gl_account_id'],
    });
    expect(previewImportFile('colour\nblue\n', TAGS)).toEqual({ rows: [], fileProblem: 'missing_columns', columns: ['name'] });
    const many = ['name', ...Array.from({ length: CSV_IMPORT_MAX_ROWS + 1 }, (_, index) => `Tag ${index}`)].join('\n');
    expect(previewImportFile(many, TAGS).fileProblem).toBe('too_many');
  });
});

describe('importTemplateRows', () => {
  it('writes the exact header and one example row, every column present, in the columns’ order', () => {
    const columns = ['name', 'code', 'gl_account', 'tax_rate'];
    const text = writeCsv(importTemplateRows(columns, { tax_rate: 'UAE VAT 5%', name: 'Airport taxis', code: 'TRV-TAXI' }), columns);
    expect(parseCsv(text)).toEqual([columns, ['Airport taxis', 'TRV-TAXI', '', 'UAE VAT 5%']]);
  });
});
