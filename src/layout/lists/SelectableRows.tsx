import type { ReactNode } from 'react';
import { Checkbox, Paper, Stack, Typography } from '@mui/material';
import { TriStateCheckbox } from '../inputs/TriStateCheckbox';
import { DataTable, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

export type RowSelection<R extends RaRecord> = {
  /** Rows that can be acted on (others show a disabled box). */
  isRowSelectable: (record: R) => boolean;
  /** The actions on the selection (they read `selectedIds` from the list context). */
  actions: ReactNode;
  /** How the row's box is named ('12/11/2026, Careem'). */
  rowName: (record: R) => string;
};

/**
 * One row's box. react-admin's own row checkbox puts its name on the wrapper, not the input (axe:
 * `label`, `aria-prohibited-attr`), so selectable lists use this column instead: the input is named
 * after the row ('Select 12/11/2026, Careem').
 */
const RowBox = <R extends RaRecord>({ selection }: { selection: RowSelection<R> }) => {
  const translate = useTranslate();
  const record = useRecordContext<R>();
  const { selectedIds, onToggleItem } = useListContext<R>();
  if (!record) return null;
  const selectable = selection.isRowSelectable(record);
  return (
    <Checkbox
      size="small"
      checked={selectable && selectedIds.includes(record.id)}
      disabled={!selectable}
      onClick={(event) => event.stopPropagation()}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('spendboard.lists.select_row', { name: selection.rowName(record) }) } }}
    />
  );
};

/** The header's box: selects every selectable row of the page, or clears them. */
const PageBox = <R extends RaRecord>({ selection }: { selection: RowSelection<R> }) => {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext<R>();
  const selectable = data.filter((record) => selection.isRowSelectable(record)).map((record) => record.id);
  const all = selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  return (
    <TriStateCheckbox
      size="small"
      checked={all}
      indeterminate={!all && selectedIds.length > 0}
      disabled={selectable.length === 0}
      onChange={() => onSelect(all ? [] : selectable)}
      slotProps={{ input: { 'aria-label': translate('spendboard.lists.select_page') } }}
    />
  );
};

/** The first column of a list whose rows can be selected. */
export function selectionColumn<R extends RaRecord>(selection: RowSelection<R>) {
  const Column = DataTable.Col<R>;
  return (
    <Column
      key="__selection"
      source="__selection"
      disableSort
      label={<PageBox selection={selection} />}
      render={() => <RowBox selection={selection} />}
      cellSx={() => ({ width: 48, paddingInline: 0.5 })}
    />
  );
}

/** The bar over a list while rows are selected: how many, and the actions on them. */
export const SelectionBar = <R extends RaRecord>({ selection }: { selection: RowSelection<R> }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext<R>();
  if (selectedIds.length === 0) return null;
  return (
    <Paper variant="outlined" role="region" aria-label={translate('spendboard.lists.selection')} sx={{ px: 2, py: 1, mb: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}</Typography>
        {selection.actions}
      </Stack>
    </Paper>
  );
};
