import { Button } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Card } from '../../api/schema';
import { isCardClosed } from '../../domain/cardActions';
import { maskCardNumber } from '../../domain/cards';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { CardNameInput } from './CardInputs';
import { useRenameCard } from './useCardWrites';

/** Rename the card (update cards); not offered once the card is terminated or expired. */
export const CardRenameButton = ({ card }: { card: Card }) => {
  const translate = useTranslate();
  const rename = useRenameCard(card.id);
  const [open, setOpen] = useDialogOpen();
  const { canAccess } = useCanAccess({ resource: 'cards', action: 'edit' });
  if (!canAccess || isCardClosed(card.status)) return null;

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
        onSubmit={(values) => rename.mutateAsync(String(values.name ?? '').trim())}
        successNotice={{ notice: 'card_renamed', args: { card: maskCardNumber(card.number) } }}
      >
        <CardNameInput label="spendboard.cards.rename.name" />
      </DialogForm>
    </>
  );
};
