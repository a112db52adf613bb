import type { Exporter, RaRecord } from 'react-admin';
import { downloadCsv } from '../exports/downloadCsv';
import type { CatalogueView } from './catalogueView';

/**
 * A list's CSV export (react-admin's `exporter`): the catalogue's columns, one row per record of
 * the current filters, written by papaparse (loaded on first use) and downloaded as `<resource>.csv`.
 */
export function csvExporter<Row extends RaRecord>(view: CatalogueView<Row>): Exporter<Row> {
  return (records) => downloadCsv(records.map(view.toCsvRow), view.csvColumns, view.resource);
}
