import {
  Create,
  email,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { inviteMember, type MemberInvite } from '../../api/people';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';

const nameRules = [required(), maxLength(100)];
const emailRules = [required(), email(), maxLength(200)];

/** `/people/create`: invite a person (invite people). API field errors land on the fields. */
const PersonInvite = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const submitForm = useFormSubmit();

  const submit = (values: Record<string, unknown>) =>
    submitForm(async () => {
        const input: MemberInvite = {
          first_name: String(values.first_name ?? '').trim(),
          last_name: String(values.last_name ?? '').trim(),
          email: String(values.email ?? '').trim(),
          department_id: values.department_id ? Number(values.department_id) : null,
        };
        const member = await inviteMember(input);
        notify('spendboard.people.invite.done', { type: 'success' });
        redirect(`/people/overview/${member.id}`);
    });

  return (
    <Create resource="people" title="spendboard.people.invite.title">
      <SimpleForm onSubmit={submit} sanitizeEmptyValues>
        <TextInput source="first_name" label="spendboard.people.fields.first_name" validate={nameRules} />
        <TextInput source="last_name" label="spendboard.people.fields.last_name" validate={nameRules} />
        <TextInput source="email" type="email" label="spendboard.people.fields.email" validate={emailRules} />
        <ReferenceInput source="department_id" reference="departments" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput optionText="name" label="spendboard.people.fields.department" />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
};

export default PersonInvite;
