import type { ComponentType, ReactElement, ReactNode } from 'react';
import { DataTable, List, SearchInput, SelectInput, type RaRecord } from 'react-admin';
import { CATALOGUE_STATUSES } from '../../domain/contractLists';
import { statusChoices } from '../../domain/statusColors';
import { ListPagination } from '../ListPagination';
import { StatusChip } from '../StatusChip';
import { ListEmptyState } from '../states/ListEmptyState';
import { ListErrorState } from '../states/ListErrorState';
import { CatalogueListActions } from './CatalogueListActions';
import { CatalogueRowActions } from './CatalogueRowActions';
import { catalogueText, type CatalogueView } from './catalogueView';
import { csvExporter } from './csvExporter';
import { useListQueryProps, type ListQuery } from './listQuery';
import { ResponsiveDataTable, type PhoneRow } from './ResponsiveDataTable';

type CatalogueRecord = RaRecord & { status: string };

export type CatalogueListProps<Row extends CatalogueRecord> = {
  view: CatalogueView<Row>;
  /** Filters beside the search and the status (`alwaysOn` select inputs). */
  filters?: ReactElement[];
  /** What the list asks for when it opens (its resource and order): the shell asks for the first page too. */
  query: ListQuery;
  emptyIcon: ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>;
  /** The second line of a row's card on a phone. */
  phoneSecondaryText: PhoneRow<Row>['secondaryText'];
  /** The catalogue's own columns; the status and the row actions follow them. */
  children: ReactNode;
  /** The page title (i18n key) when the list is one part of a page (accounting settings); default `resources.<resource>.title`. */
  title?: string;
};

/**
 * A catalogue's list page: search, a status filter and the catalogue's own filters, column sorts,
 * pages of 20, New / Import / Export, one card per row on a phone, and each row's Edit,
 * Archive/Restore and Delete. A company without any record shows the empty state with New and Import.
 */
export const CatalogueList = <Row extends CatalogueRecord>({
  view,
  filters = [],
  query,
  emptyIcon,
  phoneSecondaryText,
  children,
  title = `resources.${view.resource}.title`,
}: CatalogueListProps<Row>) => {
  const listProps = useListQueryProps(query);
  const Column = DataTable.Col<Row>;
  const family = view.lifecycle?.family ?? 'catalogue';
  return (
    <List
      {...listProps}
      title={title}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="status"
          source="status"
          label="spendboard.catalogues.filters.status"
          choices={statusChoices(family, view.lifecycle?.statuses ?? CATALOGUE_STATUSES)}
          alwaysOn
        />,
        ...filters,
      ]}
      actions={<CatalogueListActions view={view} />}
      exporter={csvExporter(view)}
      pagination={<ListPagination />}
      empty={
        <ListEmptyState
          icon={emptyIcon}
          title={catalogueText(view, 'empty.title')}
          message={catalogueText(view, 'empty.message')}
          action={<CatalogueListActions view={view} />}
        />
      }
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Row>
        phone={{
          primaryText: view.nameOf,
          secondaryText: phoneSecondaryText,
          tertiaryText: (record) => <CatalogueRowActions view={view} record={record} />,
        }}
      >
        {children}
        <Column source="status" render={(record) => <StatusChip family={family} status={record.status} />} />
        <Column
          label="spendboard.catalogues.columns.actions"
          disableSort
          render={(record) => <CatalogueRowActions view={view} record={record} />}
        />
      </ResponsiveDataTable>
    </List>
  );
};
