import { Button } from '@mui/material';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useCanAccess, useDelete, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';

type Member = components['schemas']['Member'];

/** Remove member (manage people) after the spec's confirmation, `DELETE members/{id}`. */
export const RemoveMemberButton = ({ member }: { member: Member }) => {
  const translate = useTranslate();
  const [remove] = useDelete<Member>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useDialogOpen();
  const { canAccess } = useCanAccess({ resource: 'people', action: 'delete' });
  if (!canAccess) return null;
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<PersonRemoveOutlined />} onClick={() => setOpen(true)}>
        {translate('spendboard.people.remove.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        message={translate('spendboard.people.remove.confirm')}
        confirmLabel={translate('spendboard.people.remove.confirm_button')}
        onConfirm={() => remove('people', { id: member.id, previousData: member }, { mutationMode: 'pessimistic', returnPromise: true })}
        onSuccess={() => {
          notify('spendboard.people.remove.done', { type: 'success' });
          redirect('/people');
        }}
      />
    </>
  );
};
