import { Button, Chip } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { Role } from '../../api/schema';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { useCreateDialog } from '../../layout/dialogs/useCreateDialog';
import { PermissionGate } from '../../layout/access/PermissionGate';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleRowActions } from './RoleRowActions';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { roleListQuery } from './listQuery';

const Column = DataTable.Col<Role>;

const roleFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** 'New role' (create roles); the search quick action `?action=create` opens it too. */
const RoleListActions = () => {
  const translate = useTranslate();
  const dialog = useCreateDialog();
  return (
    <TopToolbar>
      <PermissionGate permission="create roles">
        <Button variant="contained" startIcon={<AddOutlined />} onClick={dialog.show}>
          {translate('resources.roles.create')}
        </Button>
        {dialog.open ? <RoleFormDialog open onClose={dialog.close} /> : null}
      </PermissionGate>
    </TopToolbar>
  );
};

const RoleType = ({ role }: { role: Role }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={role.system ? 'filled' : 'outlined'}
      label={translate(role.system ? 'resources.roles.type.system' : 'resources.roles.type.custom')}
    />
  );
};

const PermissionCount = ({ role }: { role: Role }) => {
  const translate = useTranslate();
  return <>{translate('resources.roles.permission_count', { smart_count: role.permissions.length })}</>;
};

/** `/settings/roles`: the company's roles (read roles). */
const RoleList = () => {
  const listProps = useListQueryProps(roleListQuery);
  return (
    <List
      {...listProps}
      title="resources.roles.title"
      filters={roleFilters}
      actions={<RoleListActions />}
      exporter={false}
      pagination={<ListPagination />}
      empty={false}
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Role>
        phone={{
          primaryText: (role) => role.name,
          secondaryText: (role) => <PermissionCount role={role} />,
          tertiaryText: (role) => <RoleRowActions role={role} />,
        }}
        empty={<ListEmptyState icon={BadgeOutlined} title="resources.roles.empty.title" message="resources.roles.empty.message" />}
      >
        <Column source="name" disableSort />
        <Column source="system" disableSort render={(role) => <RoleType role={role} />} />
        <Column source="permissions" disableSort render={(role) => <PermissionCount role={role} />} />
        <Column label="resources.roles.actions" disableSort render={(role) => <RoleRowActions role={role} />} />
      </ResponsiveDataTable>
    </List>
  );
};

export default RoleList;
