import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PreviewRow } from '../../domain/csvImport';
import type { CsvImportOutcome } from '../../providers/data/methods/catalogues';
import { TableScroll } from '../lists/TableScroll';
import type { CsvImporter } from './csvImporter';

const T = 'spendboard.csv_import';

type RowError = Extract<CsvImportOutcome, { rowErrors: unknown }>['rowErrors'][number];

/**
 * The rows of an import file: its line, the importer's first columns, and its check — the file's own
 * problems before sending, the API's errors (each 'column: message') after a refused import, else Ready.
 */
export const ImportPreviewTable = ({
  importer,
  rows,
  serverErrors,
}: {
  importer: CsvImporter;
  rows: readonly PreviewRow[];
  serverErrors: readonly RowError[];
}) => {
  const translate = useTranslate();
  const shown = importer.shown ?? importer.columns.slice(0, 2);
  const checkOf = (row: PreviewRow): { text: string; failed: boolean } => {
    const refused = serverErrors.filter((error) => error.line === row.line);
    if (refused.length > 0) return { text: refused.map((error) => `${error.column}: ${error.message}`).join(' · '), failed: true };
    if (row.problems.length > 0)
      return {
        text: row.problems.map((problem) => translate(problem.problem, { column: problem.column })).join(' · '),
        failed: true,
      };
    return { text: translate(`${T}.ready`), failed: false };
  };
  return (
    <TableScroll label={translate(`${T}.preview`)}>
      <Table size="small" aria-label={translate(`${T}.preview`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.columns.line`)}</TableCell>
            {shown.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>{translate(`${T}.columns.check`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const check = checkOf(row);
            return (
              <TableRow key={row.line}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.line}</TableCell>
                {shown.map((column) => (
                  <TableCell key={column} sx={{ overflowWrap: 'anywhere' }}>
                    {row.values[column] ?? ''}
                  </TableCell>
                ))}
                <TableCell sx={{ color: check.failed ? 'error.main' : undefined }}>{check.text}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
};
