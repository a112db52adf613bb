import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/domain/csv';
import { IMPORT_MAX_ROWS, previewPeopleImport } from '../../../src/domain/peopleImport';

const DEPARTMENTS = [
  { id: 3, name: 'Finance' },
  { id: 4, name: 'Sales' },
];

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('keeps a last line without a line end', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('previewPeopleImport', () => {
  it('accepts headers in any order and case, and matches departments by name', () => {
    const { rows, fileProblem } = previewPeopleImport(
      'Email,First name,Last Name,Department\nlina@acme.example.com,Lina,Saleh,finance\n',
      DEPARTMENTS,
    );
    expect(fileProblem).toBeUndefined();
    expect(rows).toEqual([
      {
        line: 2,
        first_name: 'Lina',
        last_name: 'Saleh',
        email: 'lina@acme.example.com',
        department: 'finance',
        department_id: 3,
        problems: [],
      },
    ]);
  });

  it('gives each row its own problems: missing names, bad or repeated e-mails, unknown departments', () => {
    const text = [
      'first_name,last_name,email,department',
      ',Saleh,lina@acme.example.com,',
      'Omar,,not-an-email,Legal',
      'Sara,Haddad,LINA@acme.example.com,Sales',
      `${'x'.repeat(101)},Y,long@acme.example.com,`,
    ].join('\n');
    expect(previewPeopleImport(text, DEPARTMENTS).rows.map((row) => [row.line, row.problems])).toEqual([
      [2, ['first_name_required']],
      [3, ['last_name_required', 'email_invalid', 'department_unknown']],
      [4, ['email_repeated']],
      [5, ['name_too_long']],
    ]);
  });

  it('refuses a file without the required columns, without rows, or with too many rows', () => {
    expect(previewPeopleImport('name,email\nLina,lina@acme.example.com', DEPARTMENTS).fileProblem).toBe('columns');
    expect(previewPeopleImport('first_name,last_name,email\n', DEPARTMENTS).fileProblem).toBe('empty');
    expect(previewPeopleImport('', DEPARTMENTS).fileProblem).toBe('empty');
    const many = ['first_name,last_name,email', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `A,B,a${i}@x.example.com`)].join(
      '\n',
    );
    expect(previewPeopleImport(many, DEPARTMENTS).fileProblem).toBe('too_many_rows');
  });
});
