import type { ComponentType } from 'react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { StatusFamily } from '../../domain/statusColors';
import type { SuccessNotice } from '../feedback/useSuccessNotice';

/**
 * A catalogue whose records follow a workflow (purchase orders: draft → open → … → closed) instead
 * of active/archived: its statuses in the filter and the chip, each row's steps (a `ConfirmDialog`
 * each, texts `resources.<resource>.catalogue.steps.<status>.*`, sent as `PATCH {id}/status`), and
 * Edit and Delete only while the record is editable (otherwise the form opens read-only).
 */
export type CatalogueLifecycleView<Row extends RaRecord = RaRecord> = {
  family: StatusFamily;
  statuses: readonly string[];
  /** Whether the record can still be changed or deleted (a draft). */
  editable: (record: Row) => boolean;
  /** The statuses a person may move the record to now, from the one rule in `src/domain`. */
  steps: (record: Row) => readonly string[];
  /** The icon of each step's button. */
  stepIcons: Readonly<Record<string, ComponentType<{ fontSize?: 'small' }>>>;
  /** What the step will do, from data (number, vendor, total), in the active language. */
  consequences: (record: Row, to: string, translate: TranslateFunction, locale: string) => string[];
};

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
  /** A workflow instead of active/archived (purchase orders). */
  lifecycle?: CatalogueLifecycleView<Row>;
  /** false: no CSV import; default true. */
  importable?: boolean;
  /** The import's columns when they differ from the export's (purchase orders: one row per line). */
  importColumns?: readonly string[];
  /** The import template's example row (issue 35 item 6): references by name or code, never ids. */
  importExample: Readonly<Record<string, string>>;
  /** Import columns a row cannot leave empty, checked before the file is sent. */
  importRequired?: readonly string[];
  /** The notice of an import when it counts something other than rows (orders); default 'N rows imported'. */
  importedNotice?: SuccessNotice;
  /** A wider form dialog (a lines editor). */
  wideForm?: boolean;
};

/** `resources.tags.catalogue.create_title`, … */
export const catalogueText = (view: Pick<CatalogueView, 'resource'>, key: string) => `resources.${view.resource}.catalogue.${key}`;
