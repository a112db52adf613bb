import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * What a catalogue (tags, payment methods, branches, …) tells the shared list pieces: the list
 * actions (New, Import, Export), the row actions (Edit, Archive/Restore, Delete), the form dialog,
 * the CSV import dialog and the CSV export. Its texts are `resources.<resource>.catalogue.*`.
 */
export type CatalogueView<Row extends RaRecord = RaRecord> = {
  /** react-admin's resource: its RESOURCES entry has the `import` and `status` paths. */
  resource: string;
  /** The CSV columns, in order: the API's field names (an exported file imports again). */
  csvColumns: readonly string[];
  /** A record as one CSV row (export). */
  toCsvRow: (record: Row) => Record<string, unknown>;
  /** The record's name, in titles, questions and notices. */
  nameOf: (record: Row) => string;
  /** The form's values for a new record. */
  newValues: Record<string, unknown>;
  /** The form's values as the API's write. */
  toWrite: (values: Record<string, unknown>) => object;
  /** The inputs, once for create and edit (`record`: the record edited). */
  Inputs: ComponentType<{ record?: Row }>;
  /** A catalogue with one default: the default cannot be archived or deleted (says so in the question). */
  isDefault?: (record: Row) => boolean;
};

/** `resources.tags.catalogue.create_title`, … */
export const catalogueText = (view: Pick<CatalogueView, 'resource'>, key: string) => `resources.${view.resource}.catalogue.${key}`;
