import { useRef, type MutableRefObject, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useSuccessNotice, type SuccessNotice } from '../feedback/useSuccessNotice';
import { SubmitButton } from '../forms/SubmitButton';
import { useFormSubmit } from '../forms/useFormSubmit';
import type { FieldErrors } from '../../providers/public/formErrors';
import { useFormState } from 'react-hook-form';
import { FocusFirstError } from '../forms/FocusFirstError';
import { DrawerUnsavedGuard, ReportUnsavedToDrawer } from '../drawer/DrawerUnsavedGuard';

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
  /** A wider dialog (a form with a table of lines). */
  wide?: boolean;
  /** The save button's words when 'Save' would not say what it does ('Approve anyway'). */
  saveLabel?: string;
  /** A red save button: the save is an irreversible step (reject, void). */
  destructive?: boolean;
  /** Renames the API's field names to the form's (`useFormSubmit`'s second argument). */
  renameFields?: (errors: FieldErrors) => FieldErrors;
  children: ReactNode;
};

type GuardedCloseProps = {
  /** The guarded close (DrawerUnsavedGuard's): asks first while the form holds unsaved input. */
  close: () => void;
  readOnly: boolean;
  /** Set on every render to the guarded close, for the dialog's own Escape and backdrop (nothing while saving). */
  closeRequest: MutableRefObject<() => void>;
  saveLabel?: string;
  destructive?: boolean;
  /** The dialog's title: the discard question names it. */
  what: string;
};

/**
 * Inside the form: a dialog whose form was changed asks before it closes (Cancel, Escape, backdrop)
 * or the page is left (a Ctrl+K result, closing the tab); an unchanged or read-only one closes at once.
 */
const GuardedClose = ({ close, readOnly, closeRequest, saveLabel, destructive, what }: GuardedCloseProps) => {
  const { isSubmitting } = useFormState();
  closeRequest.current = isSubmitting ? () => undefined : close;
  return (
    <>
      {readOnly ? null : <ReportUnsavedToDrawer what={what} />}
      <DialogButtons onClose={close} readOnly={readOnly} saveLabel={saveLabel} destructive={destructive} />
    </>
  );
};

const DialogButtons = ({
  onClose,
  readOnly,
  saveLabel,
  destructive,
}: {
  onClose: () => void;
  readOnly: boolean;
  saveLabel?: string;
  destructive?: boolean;
}) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={isSubmitting}>
        {translate(readOnly ? 'ra.action.close' : 'ra.action.cancel')}
      </Button>
      {readOnly ? null : (
        <SubmitButton pending={isSubmitting} label={saveLabel ?? translate('ra.action.save')} size="medium" destructive={destructive} />
      )}
    </DialogActions>
  );
};

/**
 * A react-admin form in a dialog (spec §8: API field errors on the fields, other errors in the error
 * dialog). A save error focuses its field (scrolled into view); closing a changed form asks first.
 */
export const DialogForm = ({
  open,
  onClose,
  title,
  record,
  onSubmit,
  successNotice,
  readOnly = false,
  wide = false,
  saveLabel,
  destructive,
  renameFields,
  children,
}: DialogFormProps) => {
  const notice = useSuccessNotice();

  const submit = useFormSubmit();
  const closeRequest = useRef(onClose);

  const save = (values: Values) =>
    submit(async () => {
      await onSubmit(values);
      const saved = typeof successNotice === 'function' ? successNotice(values) : successNotice;
      notice(saved.notice, saved.args);
      onClose();
    }, renameFields);

  return (
    <DrawerUnsavedGuard onClose={onClose}>
      {(close) => (
        <Dialog
          open={open}
          onClose={() => closeRequest.current()}
          aria-labelledby="dialog-form-title"
          maxWidth={wide ? 'lg' : 'md'}
          fullWidth
        >
          <Form record={record} onSubmit={save} noValidate disableInvalidFormNotification>
            <DialogTitle id="dialog-form-title">{title}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
            <FocusFirstError />
            <GuardedClose
              close={close}
              readOnly={readOnly}
              closeRequest={closeRequest}
              saveLabel={saveLabel}
              destructive={destructive}
              what={title}
            />
          </Form>
        </Dialog>
      )}
    </DrawerUnsavedGuard>
  );
};
