import type { ReactNode } from 'react';
import { DataTable, SimpleList, type DataTableProps, type RaRecord, type RowClickFunction } from 'react-admin';
import { selectionColumn, SelectionBar, type RowSelection } from './SelectableRows';
import { useIsPhone } from './useIsPhone';

export type PhoneRow<R extends RaRecord> = {
  /** The record's name: the card's first line. */
  primaryText: (record: R) => ReactNode;
  /** A second line under it (e.g. the holder, the e-mail). */
  secondaryText?: (record: R) => ReactNode;
  /** The key figure or status, at the end of the first line. */
  tertiaryText?: (record: R) => ReactNode;
};

export type ResponsiveDataTableProps<R extends RaRecord> = Omit<DataTableProps<R>, 'rowClick'> & {
  /** Where a row leads: its detail page. Rows without one are not links. */
  rowLink?: (record: R) => string;
  phone: PhoneRow<R>;
  /** Rows can be selected for actions on several at once (wider screens; a phone acts on one at a time). */
  selection?: RowSelection<R>;
};

/**
 * A list's rows: react-admin's DataTable on wider screens, one card per row (react-admin's
 * SimpleList, every card a link when the row has one) below 600 px, so no list scrolls sideways on a
 * phone. The desktop table's first column should render a `RowLink` to the same `rowLink`.
 */
export function ResponsiveDataTable<R extends RaRecord>({
  rowLink,
  phone,
  selection,
  children,
  empty,
  ...table
}: ResponsiveDataTableProps<R>) {
  const isPhone = useIsPhone();
  // react-admin types the record of a row click as any record; these rows are R.
  const rowClick: RowClickFunction | false = rowLink ? (_id, _resource, record) => rowLink(record as R) : false;
  if (isPhone) {
    return (
      <SimpleList<R>
        primaryText={phone.primaryText}
        secondaryText={phone.secondaryText}
        tertiaryText={phone.tertiaryText}
        rowClick={rowClick}
        empty={empty}
      />
    );
  }
  return (
    <>
      {selection && <SelectionBar selection={selection} />}
      <DataTable<R> rowClick={rowClick} bulkActionButtons={false} empty={empty} {...table}>
        {selection && selectionColumn(selection)}
        {children}
      </DataTable>
    </>
  );
}
