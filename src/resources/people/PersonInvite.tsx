import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { Create, SaveButton, SimpleForm, Toolbar, useRedirect, useTranslate } from 'react-admin';
import type { Member, MemberInvite } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { LeavePageGuard } from '../../layout/forms/LeavePageGuard';
import { useSaveErrorHandler } from '../../layout/forms/useFormSubmit';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { PersonInputs } from './PersonInputs';

/** The form's values as an invitation: trimmed texts, the department as a number or null. */
export const memberInvite = (values: Record<string, unknown>): MemberInvite => ({
  first_name: String(values.first_name ?? '').trim(),
  last_name: String(values.last_name ?? '').trim(),
  email: String(values.email ?? '').trim(),
  department_id: values.department_id ? Number(values.department_id) : null,
  branch_id: values.branch_id ? Number(values.branch_id) : null,
});

/** Cancel (back to the list) and "Send invitation" with a send icon: the form sends an e-mail, it saves nothing else. */
const InviteToolbar = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label="spendboard.people.invite.submit" icon={<SendIcon />} />
      {/* data-leave-to: typed input is asked about before it is left (LeavePageGuard). */}
      <Button data-leave-to="/people" onClick={() => redirect('/people')}>
        {translate('ra.action.cancel')}
      </Button>
    </Toolbar>
  );
};

/** `/people/create`: invite a person (invite people); a used e-mail stays on its field. */
const PersonInvite = () => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const redirect = useRedirect();
  const onError = useSaveErrorHandler();
  const onSuccess = (member: Member) => {
    notice('person_invited', { name: displayFullName(member.first_name, member.last_name) });
    redirect(`/people/overview/${member.id}`);
  };
  return (
    <Create resource="people" title="spendboard.people.invite.title" transform={memberInvite} mutationOptions={{ onSuccess, onError }}>
      <SimpleForm sanitizeEmptyValues disableInvalidFormNotification toolbar={<InviteToolbar />}>
        <LeavePageGuard what={translate('spendboard.forms.discard.person_invite')} />
        <PersonInputs />
      </SimpleForm>
    </Create>
  );
};

export default PersonInvite;
