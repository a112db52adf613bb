import { Button, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Member } from '../../api/schema';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { MemberEditDialog } from './MemberEditDialog';
import { RemoveMemberButton } from './RemoveMemberButton';

/** The person detail's actions: edit and remove, each only with `manage people`. */
export const PersonActions = ({ member }: { member: Member }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useDialogOpen();
  const { canAccess: canEdit } = useCanAccess({ resource: 'people', action: 'edit' });
  return (
    <Stack direction="row" spacing={1}>
      {canEdit && (
        <>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {translate('spendboard.people.edit.button')}
          </Button>
          <MemberEditDialog member={member} open={editing} onClose={() => setEditing(false)} />
        </>
      )}
      <RemoveMemberButton member={member} />
    </Stack>
  );
};
