import { email, maxLength, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';

const nameRules = [required(), maxLength(100)];
const emailRules = [required(), email(), maxLength(200)];

/**
 * The fields a person is invited with and edited by: names, e-mail, department and branch (an active
 * one). Labels come from `resources.people.fields.*`; `noDepartmentText` names the empty department choice.
 */
export const PersonInputs = ({ noDepartmentText }: { noDepartmentText?: string }) => (
  <>
    <TextInput source="first_name" validate={nameRules} />
    <TextInput source="last_name" validate={nameRules} />
    <TextInput source="email" type="email" validate={emailRules} />
    <ReferenceInput source="department_id" reference="departments" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" emptyText={noDepartmentText} />
    </ReferenceInput>
    <ReferenceInput
      source="branch_id"
      reference="branches"
      perPage={1000}
      sort={{ field: 'name', order: 'ASC' }}
      filter={{ status: 'active' }}
    >
      <SelectInput optionText="name" emptyText="spendboard.people.detail.no_branch" />
    </ReferenceInput>
  </>
);
