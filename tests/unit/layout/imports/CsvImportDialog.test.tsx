// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CsvImportDialog } from '../../../../src/layout/imports/CsvImportDialog';
import type { CsvImporter } from '../../../../src/layout/imports/csvImporter';
import { peopleImporter } from '../../../../src/resources/people/peopleImporter';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

const TAGS: CsvImporter = {
  resource: 'tags',
  title: 'resources.tags.catalogue.import_title',
  columns: ['name', 'colour', 'group'],
  required: ['name'],
  example: { name: 'Client visit', colour: 'blue' },
  importedNotice: 'catalogue_imported',
};

/** A chosen file (jsdom's File has no text(), which browsers have). */
function selectFile(text: string) {
  const file = Object.assign(new File([text], 'import.csv', { type: 'text/csv' }), { text: async () => text });
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
}

async function chooseFile(lines: string[]) {
  selectFile(lines.join('\n'));
  await screen.findByRole('table', { name: 'Rows in the file' });
}

const rowOfLine = (line: number) =>
  within(screen.getByRole('table', { name: 'Rows in the file' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: String(line) }))!;

describe('CsvImportDialog (the one CSV import)', () => {
  it("checks every row before sending: a row's own problem disables Import and shows on its row", async () => {
    const importCsvRows = vi.fn();
    renderInAdmin(<CsvImportDialog importer={peopleImporter} open onClose={() => undefined} />, { dataProvider: { importCsvRows } });
    await chooseFile(['First name,Last name,Email', 'Lina,Saleh,lina@acme.example.com', 'Omar,,omar@acme.example.com']);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 rows ready, 1 with problems');
    expect(rowOfLine(2).textContent).toContain('Ready');
    expect(rowOfLine(3).textContent).toContain('Last name missing');
    expect((screen.getByRole('button', { name: 'Import 2 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(importCsvRows).not.toHaveBeenCalled();
  });

  it("sends every row at once; the API's refusal shows on its rows and nothing closes", async () => {
    const importCsvRows = vi.fn(async () => ({
      message: '1 line has errors; nothing was imported.',
      rowErrors: [{ line: 3, column: 'colour', message: 'The colour must be one of: grey, red.' }],
    }));
    const onClose = vi.fn();
    renderInAdmin(<CsvImportDialog importer={TAGS} open onClose={onClose} />, { dataProvider: { importCsvRows } });
    await chooseFile(['name,colour,group', 'Conference,blue,Event', 'Team lunch,beige,']);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await screen.findByRole('alert');
    expect(importCsvRows).toHaveBeenCalledWith('tags', [
      { name: 'Conference', colour: 'blue', group: 'Event' },
      { name: 'Team lunch', colour: 'beige', group: '' },
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Nothing was imported: 1 line has errors.');
    expect(rowOfLine(3).textContent).toContain('colour: The colour must be one of: grey, red.');
    expect(rowOfLine(2).textContent).toContain('Ready');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after an import the API took', async () => {
    const importCsvRows = vi.fn(async () => ({ imported: 1 }));
    const onClose = vi.fn();
    renderInAdmin(<CsvImportDialog importer={TAGS} open onClose={onClose} />, { dataProvider: { importCsvRows } });
    await chooseFile(['name,colour,group', 'Conference,blue,Event']);
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a file with a column the import does not read, naming it', async () => {
    renderInAdmin(<CsvImportDialog importer={TAGS} open onClose={() => undefined} />);
    selectFile('name,gl_account_id\nTravel,12');
    expect(
      (await screen.findByText(/This import does not read the columns gl_account_id; the columns are: name, colour, group\./)).textContent,
    ).toBeTruthy();
  });
});
