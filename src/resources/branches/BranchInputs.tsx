import { SelectInput, TextInput, maxLength, regex, required } from 'react-admin';
import type { Branch } from '../../api/schema';
import { DefaultInput } from '../../layout/inputs/DefaultInput';
import { emirateChoices } from './branchChoices';

/** A branch's fields, for create and edit; the API checks them again (a taken code comes back on `code`). */
export const BranchInputs = ({ record }: { record?: Branch }) => (
  <>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput
      source="code"
      validate={[required(), regex(/^[A-Z0-9][A-Z0-9-]{1,11}$/, 'resources.branches.help.code')]}
      helperText="resources.branches.help.code"
    />
    <TextInput source="city" validate={[required(), maxLength(80)]} />
    <SelectInput source="emirate" choices={emirateChoices} validate={required()} />
    <TextInput source="address" validate={maxLength(200)} multiline />
    <DefaultInput resource="branches" isDefault={record?.is_default ?? false} />
  </>
);
