import { required, SelectArrayInput } from 'react-admin';
import { useDepartmentChoices, useRoleChoices } from './adminOptions';

/** The roles of a user (at least one), from the company's roles. */
export const RoleIdsInput = () => {
  const roles = useRoleChoices();
  return (
    <SelectArrayInput
      source="role_ids"
      label="spendboard.administrators.fields.role_ids"
      choices={roles.choices}
      isPending={roles.isPending}
      validate={required()}
      helperText={false}
    />
  );
};

/** The departments a user administers, from the company's departments. */
export const DepartmentIdsInput = () => {
  const departments = useDepartmentChoices();
  return (
    <SelectArrayInput
      source="department_ids"
      label="spendboard.administrators.fields.department_ids"
      choices={departments.choices}
      isPending={departments.isPending}
      helperText={false}
    />
  );
};
