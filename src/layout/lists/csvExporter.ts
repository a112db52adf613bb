import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { writeCsv } from '../../domain/csv';
import type { CatalogueView } from './catalogueView';

/**
 * A list's CSV export (react-admin's `exporter`): the catalogue's columns, one row per record of
 * the current filters, written by papaparse and downloaded as `<resource>.csv`.
 */
export function csvExporter<Row extends RaRecord>(view: CatalogueView<Row>): Exporter<Row> {
  return (records) => downloadCSV(writeCsv(records.map(view.toCsvRow), view.csvColumns), view.resource);
}
