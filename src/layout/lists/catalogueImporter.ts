import type { RaRecord } from 'react-admin';
import type { CsvImporter } from '../imports/csvImporter';
import { catalogueText, type CatalogueView } from './catalogueView';

/** A catalogue's CSV import for the one import dialog: its import columns, template example and texts. */
export function catalogueImporter<Row extends RaRecord>(view: CatalogueView<Row>): CsvImporter {
  return {
    resource: view.resource,
    title: catalogueText(view, 'import_title'),
    columns: view.importColumns ?? view.csvColumns,
    required: view.importRequired,
    example: view.importExample,
    importedNotice: view.importedNotice ?? 'catalogue_imported',
  };
}
