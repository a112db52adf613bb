import { Button, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { StatusChip } from '../../layout/StatusChip';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { DataTable, FilterButton, List, SearchInput, SelectArrayInput, TopToolbar, useTranslate } from 'react-admin';
import type { Administrator } from '../../api/schema';
import { displayFullName, displayName } from '../../domain/display';
import { PermissionGate } from '../../layout/access/PermissionGate';
import { RoleBadge } from '../../layout/access/RoleBadge';
import { ListPagination } from '../../layout/ListPagination';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { useCreateDialog } from '../../layout/dialogs/useCreateDialog';
import { usePermission } from '../../providers/access/usePermissions';
import { AdministratorInviteDialog } from './AdministratorInviteDialog';
import { AdministratorRowActions } from './AdministratorRowActions';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { useDepartmentChoices, useRoleChoices } from './adminOptions';
import { personPaths } from '../people/paths';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { userListQuery } from './listQuery';

const Column = DataTable.Col<Administrator>;

const RoleFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { choices, isPending } = useRoleChoices();
  return <SelectArrayInput {...props} choices={choices} isPending={isPending} />;
};

const administratorFilters = [<SearchInput key="q" source="q" alwaysOn />, <RoleFilter key="role_id" source="role_id" alwaysOn />];

/** 'Invite user' (create administrators and assign roles); `?action=create` opens it too. */
const AdministratorListActions = () => {
  const translate = useTranslate();
  const dialog = useCreateDialog();
  return (
    <TopToolbar>
      <FilterButton />
      <PermissionGate permission="create administrators">
        <PermissionGate permission="assign roles">
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={dialog.show}>
            {translate('resources.users.invite')}
          </Button>
          {dialog.open ? <AdministratorInviteDialog onClose={dialog.close} /> : null}
        </PermissionGate>
      </PermissionGate>
    </TopToolbar>
  );
};

/** The departments by name when the user may read them, else how many. */
const Departments = ({ administrator }: { administrator: Administrator }) => {
  const translate = useTranslate();
  const canRead = usePermission('read departments');
  const { choices } = useDepartmentChoices(canRead);
  if (administrator.department_ids.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.users.no_departments')}
      </Typography>
    );
  const names = administrator.department_ids.map((id) => choices.find((department) => department.id === id)?.name ?? `#${id}`);
  return <>{names.join(', ')}</>;
};

/** A user is a person of the company (same id): the name opens the person, for whoever may read people details. */
const UserName = ({ administrator }: { administrator: Administrator }) => {
  const canOpenPerson = usePermission('read people details');
  const name = displayFullName(administrator.first_name, administrator.last_name);
  if (!canOpenPerson) return <>{name}</>;
  return (
    <MuiLink component={Link} to={personPaths.detail(administrator.id)} underline="hover">
      {name}
    </MuiLink>
  );
};

/** `/settings/administrators` (menu label Users): people holding roles (read administrators). */
const AdministratorList = () => {
  const listProps = useListQueryProps(userListQuery);
  const isPhone = useIsPhone();
  return (
    <List
      {...listProps}
      title="resources.users.title"
      filters={phoneFilters(administratorFilters, isPhone)}
      actions={<AdministratorListActions />}
      exporter={false}
      pagination={<ListPagination />}
      empty={false}
      error={<ListErrorState />}
    >
      <ResponsiveDataTable<Administrator>
        phone={{
          primaryText: (item) => displayFullName(item.first_name, item.last_name),
          secondaryText: (item) => displayName(item.email),
          tertiaryText: (item) => <AdministratorRowActions administrator={item} />,
        }}
        empty={<ListEmptyState icon={ManageAccountsOutlined} title="resources.users.empty.title" message="resources.users.empty.message" />}
      >
        <Column source="name" disableSort render={(item) => <UserName administrator={item} />} />
        <Column source="email" disableSort render={(item) => displayName(item.email)} />
        <Column source="status" disableSort render={(item) => <StatusChip family="member" status={item.status} />} />
        <Column source="roles" disableSort render={(item) => <RoleBadge userType="tenant_specific" roles={item.roles} />} />
        <Column source="department_ids" disableSort render={(item) => <Departments administrator={item} />} />
        <Column label="resources.users.actions" disableSort render={(item) => <AdministratorRowActions administrator={item} />} />
      </ResponsiveDataTable>
    </List>
  );
};

export default AdministratorList;
