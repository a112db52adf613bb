import { Button } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { maxLength, required, TextInput, useCanAccess, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { renameCard, type Card } from '../../api/cards';
import { isCardClosed } from '../../domain/cardActions';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';

const nameRules = [required(), maxLength(100)];

/** Rename the card (update cards); not offered once the card is terminated or expired. */
export const CardRenameButton = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useDialogOpen();
  const { canAccess } = useCanAccess({ resource: 'cards', action: 'edit' });
  if (!canAccess || isCardClosed(card.status)) return null;

  async function save(values: Record<string, unknown>) {
    await renameCard(card.id, String(values.name ?? '').trim());
    await queryClient.invalidateQueries({ queryKey: ['cards'] });
  }

  return (
    <>
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setOpen(true)}>
        {translate('spendboard.cards.rename.button')}
      </Button>
      <DialogForm
        open={open}
        onClose={() => setOpen(false)}
        title={translate('spendboard.cards.rename.title')}
        record={{ name: card.name ?? '' }}
        onSubmit={save}
        successMessage="spendboard.cards.rename.done"
      >
        <TextInput source="name" label="spendboard.cards.rename.name" validate={nameRules} />
      </DialogForm>
    </>
  );
};
