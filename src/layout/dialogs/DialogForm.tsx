import { type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useSuccessNotice, type SuccessNotice } from '../feedback/useSuccessNotice';
import { SubmitButton } from '../forms/SubmitButton';
import { useFormSubmit } from '../forms/useFormSubmit';
import { useFormState } from 'react-hook-form';

type Values = Record<string, unknown>;

/** The success notice of a save: a sentence naming the object, which may come from the saved values. */
export type SavedNotice = { notice: SuccessNotice; args?: Record<string, unknown> };

export type DialogFormProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The values the form starts with. */
  record?: Partial<RaRecord>;
  /** Saves; a rejection with `body.errors` puts each message on its field, others open the error dialog. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Shown after a successful save (`useSuccessNotice()`): 'Card •••• 4288 renamed'. */
  successNotice: SavedNotice | ((values: Values) => SavedNotice);
  /** Without a save button (a read-only view). */
  readOnly?: boolean;
  children: ReactNode;
};

const DialogButtons = ({ onClose, readOnly }: { onClose: () => void; readOnly: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={isSubmitting}>
        {translate(readOnly ? 'ra.action.close' : 'ra.action.cancel')}
      </Button>
      {readOnly ? null : <SubmitButton pending={isSubmitting} label={translate('ra.action.save')} size="medium" />}
    </DialogActions>
  );
};

/** A react-admin form in a dialog (spec §8: API field errors on the fields, other errors in the error dialog). */
export const DialogForm = ({ open, onClose, title, record, onSubmit, successNotice, readOnly = false, children }: DialogFormProps) => {
  const notice = useSuccessNotice();

  const submit = useFormSubmit();

  const save = (values: Values) =>
    submit(async () => {
      await onSubmit(values);
      const saved = typeof successNotice === 'function' ? successNotice(values) : successNotice;
      notice(saved.notice, saved.args);
      onClose();
    });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="dialog-form-title" maxWidth="md" fullWidth>
      <Form record={record} onSubmit={save} noValidate disableInvalidFormNotification>
        <DialogTitle id="dialog-form-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogButtons onClose={onClose} readOnly={readOnly} />
      </Form>
    </Dialog>
  );
};
