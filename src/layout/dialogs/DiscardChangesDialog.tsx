import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

type DiscardChangesDialogProps = {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** What the changes are to ('the coding of the expense', the dialog's title): the question names it (issue 35 item 6). */
  what?: string;
};

/** The question before a changed form or drawer closes (issue 21 item 13): keep editing, or discard the changes. */
export const DiscardChangesDialog = ({ open, onKeep, onDiscard, what }: DiscardChangesDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="discard-changes-title" aria-describedby="discard-changes-message" maxWidth="xs">
      <DialogTitle id="discard-changes-title">
        {what ? translate('spendboard.forms.discard.title_named', { what }) : translate('spendboard.forms.discard.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-message">{translate('spendboard.forms.discard.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {translate('spendboard.forms.discard.keep')}
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained">
          {translate('spendboard.forms.discard.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
