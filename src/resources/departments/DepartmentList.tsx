import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link } from 'react-router';
import { DataTable, List, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import type { Department } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { displayFullName } from '../../domain/display';
import { formatDate } from '../../domain/dates';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { departmentPaths } from './paths';
import { TranslatedSearchInput } from '../people/TranslatedSearchInput';
import { DEPARTMENTS_PATH } from './departmentTabs';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { departmentListQuery } from './listQuery';

const Column = DataTable.Col<Department>;

const filters = [<TranslatedSearchInput key="q" source="q" alwaysOn placeholder="spendboard.departments.search" />];

export const CreateDepartmentButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'departments', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`${DEPARTMENTS_PATH}/create`} startIcon={<AddOutlined />} variant="contained" size="small">
      {translate('spendboard.departments.create.button')}
    </Button>
  );
};

const administratorNames = (department: Department) =>
  department.administrators.length === 0
    ? '-'
    : department.administrators.map((admin) => displayFullName(admin.first_name, admin.last_name)).join(', ');

/** `/settings/departments`: the company's departments. */
const DepartmentList = () => {
  const listProps = useListQueryProps(departmentListQuery);
  return (
    <List
      {...listProps}
      title="spendboard.departments.title"
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateDepartmentButton />
        </TopToolbar>
      }
      pagination={<ListPagination />}
      empty={
        <ListEmptyState
          title="spendboard.departments.empty.title"
          message="spendboard.departments.empty.message"
          action={<CreateDepartmentButton />}
        />
      }
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Department>
        rowLink={(department) => departmentPaths.detail(department.id)}
        phone={{
          primaryText: (department) => department.name,
          secondaryText: administratorNames,
          tertiaryText: (department) => department.members_count,
        }}
      >
        <Column source="name" render={(department) => <RowLink to={departmentPaths.detail(department.id)}>{department.name}</RowLink>} />
        <Column source="administrators" disableSort render={administratorNames} />
        <Column source="members_count" disableSort sx={{ fontVariantNumeric: 'tabular-nums' }} />
        <Column source="created_at" render={(department) => formatDate(department.created_at)} />
      </ResponsiveDataTable>
    </List>
  );
};

export default DepartmentList;
