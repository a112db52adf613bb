/**
 * The parts nearly every list page is made of (react-admin's list, table, filters and inputs, and the
 * app's shared list parts), carried by the shell's chunk (App.tsx re-exports this module). Left to
 * Rollup they were split into ~45 small chunks shared by different sets of pages, and a list page
 * opened cold asked for ~60 files before its first row (six at a time over HTTP/1.1).
 */
export {
  AutocompleteInput,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
export { ConfirmDialog } from '../dialogs/ConfirmDialog';
export { DialogForm } from '../dialogs/DialogForm';
export { useCreateDialog } from '../dialogs/useCreateDialog';
export { DayInput } from '../inputs/DayInput';
export { ListPagination } from '../ListPagination';
export { Money } from '../Money';
export { StatusChip } from '../StatusChip';
export { ListEmptyState } from '../states/ListEmptyState';
export { ListErrorState } from '../states/ListErrorState';
export { phoneFilters } from './phoneFilters';
export { ResponsiveDataTable } from './ResponsiveDataTable';
export { RowLink } from './RowLink';
export { useIsPhone } from './useIsPhone';
