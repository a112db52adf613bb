import type { ComponentType, ReactElement, ReactNode } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Button } from '@mui/material';
import { FilterButton, List, ResourceContextProvider, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { useCreateDialog } from '../dialogs/useCreateDialog';
import { ListPagination } from '../ListPagination';
import { ListEmptyState } from '../states/ListEmptyState';
import { ListErrorState } from '../states/ListErrorState';
import { useListQueryProps, type ListQuery } from './listQuery';
import { ListCreateButton } from './ListCreateButton';
import { phoneFilters } from './phoneFilters';
import { useIsPhone } from './useIsPhone';

/** The create dialog of a list: open while `?action=create` (or its button) says so. */
export type CreateDialogRender = (props: { open: boolean; onClose: () => void }) => ReactNode;

type CreatableListProps = {
  /** The list's query (resource, sort, page size): the same first page the route prefetches. */
  query: ListQuery;
  title: string;
  filters?: ReactElement<{ source?: string; alwaysOn?: boolean }>[];
  /** The key prefix of its texts: `<texts>.create` (the button), `<texts>.empty.title` and `.empty.message`. */
  texts: string;
  emptyIcon: ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>;
  createDialog: CreateDialogRender;
  /** The rows (a `ResponsiveDataTable`) and whatever else lives in the list (an edit dialog). */
  children: ReactNode;
};

/** The empty list's invitation to create the first record, for whoever may create. */
const CreateFirst = ({ resource, label, onClick }: { resource: string; label: string; onClick: () => void }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={onClick}>
      {translate(label)}
    </Button>
  );
};

/**
 * The one list page with a create dialog (funding requests, payroll employees, salary runs): its
 * filters (behind the button on a phone), the create button for whoever may create, the empty state
 * inviting the first record, the error state, pagination, and the create dialog (`?action=create`).
 */
export const CreatableList = ({ query, title, filters = [], texts, emptyIcon, createDialog, children }: CreatableListProps) => {
  const listProps = useListQueryProps(query);
  const isPhone = useIsPhone();
  const create = useCreateDialog();
  const dialog = createDialog({ open: create.open, onClose: create.close });
  return (
    <ResourceContextProvider value={query.resource}>
      <List
        {...listProps}
        title={title}
        filters={filters.length ? phoneFilters(filters, isPhone) : undefined}
        actions={
          <TopToolbar>
            {filters.length ? <FilterButton /> : null}
            <ListCreateButton resource={query.resource} label={`${texts}.create`} onClick={create.show} />
          </TopToolbar>
        }
        exporter={false}
        pagination={<ListPagination />}
        empty={
          <>
            <ListEmptyState
              icon={emptyIcon}
              title={`${texts}.empty.title`}
              message={`${texts}.empty.message`}
              action={<CreateFirst resource={query.resource} label={`${texts}.create`} onClick={create.show} />}
            />
            {dialog}
          </>
        }
        error={<ListErrorState />}
      >
        {children}
        {dialog}
      </List>
    </ResourceContextProvider>
  );
};
