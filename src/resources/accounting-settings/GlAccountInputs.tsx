import { SelectInput, TextInput, maxLength, regex, required } from 'react-admin';
import { glAccountTypeChoices } from './accountingChoices';

/** A GL account's fields, for create and edit; the API checks them again (a taken code comes back on `code`). */
export const GlAccountInputs = () => (
  <>
    <TextInput
      source="code"
      validate={[required(), maxLength(20), regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/, 'resources.gl-accounts.validation.code')]}
      helperText="resources.gl-accounts.help.code"
      autoFocus
    />
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <SelectInput source="type" choices={glAccountTypeChoices} validate={required()} />
  </>
);
