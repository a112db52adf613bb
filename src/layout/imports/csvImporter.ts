import type { ImportFileRule } from '../../domain/csvImport';
import type { SuccessNotice } from '../feedback/useSuccessNotice';

/**
 * What one CSV import tells the one import dialog (issue 34 item 4): the resource (its RESOURCES entry
 * has the `import` path; its lists are read again after an import), the file's rule (columns, required
 * cells, each row's own checks), the template's example row (names, never ids) and its texts.
 */
export type CsvImporter = ImportFileRule & {
  resource: string;
  /** The dialog's title, an i18n key. */
  title: string;
  /** The template's example row, by column; a column it leaves out is empty. */
  example: Readonly<Record<string, string>>;
  /** The success notice after an import (`spendboard.notices.*`), taking `smart_count` (what was imported). */
  importedNotice: SuccessNotice;
  /** The columns the preview shows beside the line and the check; default: the first two. */
  shown?: readonly string[];
};
