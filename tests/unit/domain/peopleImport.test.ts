import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/domain/csv';
import { PEOPLE_IMPORT_COLUMNS, peopleRowProblems } from '../../../src/domain/peopleImport';

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

describe('peopleRowProblems (the browser preview and the mock import share it)', () => {
  const rows = [
    { first_name: '', last_name: 'Saleh', email: 'lina@acme.example.com' },
    { first_name: 'Omar', last_name: '', email: 'not-an-email' },
    { first_name: 'Sara', last_name: 'Haddad', email: 'LINA@acme.example.com' },
    { first_name: 'x'.repeat(101), last_name: 'Y', email: 'long@acme.example.com' },
    { first_name: 'Rami', last_name: 'Aziz', email: `${'r'.repeat(200)}@acme.example.com` },
    { first_name: ' Lina ', last_name: 'Saleh', email: ' lina.two@acme.example.com ' },
  ];

  it('gives each row its own problems on their columns: missing names, bad, long or repeated e-mails', () => {
    expect(rows.map((_, index) => peopleRowProblems(rows, index))).toEqual([
      [{ column: 'first_name', problem: 'first_name_required' }],
      [
        { column: 'last_name', problem: 'last_name_required' },
        { column: 'email', problem: 'email_invalid' },
      ],
      [{ column: 'email', problem: 'email_repeated' }],
      [{ column: 'first_name', problem: 'name_too_long' }],
      [{ column: 'email', problem: 'email_too_long' }],
      [],
    ]);
  });

  it('reads the template columns, department last and optional', () => {
    expect(PEOPLE_IMPORT_COLUMNS).toEqual(['first_name', 'last_name', 'email', 'department']);
  });
});
