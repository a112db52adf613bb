import { Box, Typography } from '@mui/material';
import { email, required, SelectArrayInput, TextInput, useTranslate } from 'react-admin';
import { permissionWordsKey } from '../../domain/permissionWords';
import { useGrantRules } from '../roles/useGrantRules';
import { useDepartmentChoices, useRoleChoices } from './adminOptions';

/** Name and e-mail of an invited user. */
export const UserIdentityInputs = () => (
  <>
    <TextInput source="first_name" validate={required()} helperText={false} />
    <TextInput source="last_name" validate={required()} helperText={false} />
    <TextInput source="email" type="email" validate={[required(), email()]} helperText={false} />
  </>
);

type RoleChoice = { id: number; name: string; missing: string[]; disabled: boolean };

/** A role in the picker; one the user may not grant says why, the permissions in plain words (hidden in the chip of a selected role). */
const RoleChoiceText = ({ choice }: { choice: RoleChoice }) => {
  const translate = useTranslate();
  if (choice.missing.length === 0) return <>{choice.name}</>;
  return (
    <Box component="span" sx={{ display: 'grid' }}>
      <span>{choice.name}</span>
      <Typography component="span" variant="caption" data-grant-reason sx={{ whiteSpace: 'normal' }}>
        {translate('resources.roles.grants.missing', {
          permissions: choice.missing.map((name) => translate(permissionWordsKey(name), { _: name })).join(', '),
        })}
      </Typography>
    </Box>
  );
};

/**
 * The roles of a user (at least one), from the company's roles. A role holding permissions the
 * user does not hold himself is disabled with the missing permissions (grant ceiling).
 */
export const RoleIdsInput = () => {
  const translate = useTranslate();
  const { roles, isPending } = useRoleChoices();
  const grants = useGrantRules();
  const choices: RoleChoice[] = roles.map((role) => {
    const missing = grants.missing(role.permissions.map((permission) => permission.name));
    return { id: role.id, name: role.name, missing, disabled: missing.length > 0 };
  });
  const limited = choices.some((choice) => choice.disabled);
  return (
    <SelectArrayInput
      source="role_ids"
      choices={choices}
      optionText={(choice: RoleChoice) => <RoleChoiceText choice={choice} />}
      isPending={isPending || !grants.isReady}
      validate={required()}
      helperText={limited ? translate('resources.roles.grants.only_own') : false}
      sx={{ '& .MuiChip-label [data-grant-reason]': { display: 'none' } }}
    />
  );
};

/** The departments a user administers, from the company's departments. */
export const DepartmentIdsInput = () => {
  const departments = useDepartmentChoices();
  return <SelectArrayInput source="department_ids" choices={departments.choices} isPending={departments.isPending} helperText={false} />;
};
