import { describe, expect, it } from 'vitest';
import { csvRecords, writeCsv } from '../../../src/domain/csv';

describe('CSV records', () => {
  it('keys each row by the trimmed header, fills missing cells with empty text and skips blank lines', () => {
    const text = '\uFEFFname , colour,group\r\nTravel,blue,"Cost type, travel"\n\nGITEX,teal\n';
    expect(csvRecords(text)).toEqual({
      columns: ['name', 'colour', 'group'],
      rows: [
        { name: 'Travel', colour: 'blue', group: 'Cost type, travel' },
        { name: 'GITEX', colour: 'teal', group: '' },
      ],
    });
    expect(csvRecords('')).toEqual({ columns: [], rows: [] });
  });

  it('writes records in the given column order, quoting what needs it, and reads back the same', () => {
    const rows = [
      { group: 'Cost type, "travel"', name: 'Travel', colour: 'blue', extra: 'dropped' },
      { name: 'Needs receipt', colour: 'red', group: null },
    ];
    const text = writeCsv(rows, ['name', 'colour', 'group']);
    expect(text.split('\r\n')[0]).toBe('name,colour,group');
    expect(text.split('\r\n')[1]).toBe('Travel,blue,"Cost type, ""travel"""');
    expect(csvRecords(text).rows).toEqual([
      { name: 'Travel', colour: 'blue', group: 'Cost type, "travel"' },
      { name: 'Needs receipt', colour: 'red', group: '' },
    ]);
  });
});
