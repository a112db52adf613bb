import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { maxLength, required, TextInput } from 'react-admin';
import type { FieldErrors } from '../../providers/public/formErrors';
import { ConsequenceList } from './ConsequenceList';
import { DialogForm, type SavedNotice } from './DialogForm';

/** The longest reason the API takes (every decision's `reason`). */
export const REASON_MAX = 500;

type ReasonInputProps = {
  /** Its label (a key or a text): 'Why it is rejected'. */
  label: string;
  helperText?: string;
  /** The message under an empty field: 'Write the reason.' */
  requiredMessage: string;
};

/** The reason of a decision: required, at most `REASON_MAX` characters, where the API's 422 on `reason` lands. */
export const ReasonInput = ({ label, helperText, requiredMessage }: ReasonInputProps) => (
  <TextInput
    source="reason"
    label={label}
    helperText={helperText}
    multiline
    minRows={2}
    fullWidth
    validate={[required(requiredMessage), maxLength(REASON_MAX)]}
  />
);

type ReasonDialogProps = ReasonInputProps & {
  open: boolean;
  onClose: () => void;
  /** Names the object: 'Reject bill INV-1 from Emirates Post'. */
  title: string;
  /** The question, where there is one. */
  message?: ReactNode;
  /** What the decision will do, from data. */
  consequences?: ReactNode[];
  /** A verb with its object: 'Reject bill' (default 'Save'). */
  confirmLabel?: string;
  /** Red confirm (reject, void, decline); false for a reversible step (hold). Default true. */
  destructive?: boolean;
  /** Sends the decision with the reason as written (trimmed); a 422 on `reason` shows on the field. */
  onConfirm: (reason: string) => Promise<unknown>;
  successNotice: SavedNotice | (() => SavedNotice);
  /** Renames the API's field names to `reason` where the API names it otherwise (`items.0.reason`). */
  renameFields?: (errors: FieldErrors) => FieldErrors;
  /** More to say below the consequences. */
  children?: ReactNode;
};

/**
 * Every "decide with a reason" (reject, decline, void, hold, bulk reject): the question, its
 * consequences, and a required reason field. Its save goes through `DialogForm`, so a 422 on
 * `reason` lands on the field and any other failure opens the error dialog.
 */
export const ReasonDialog = ({
  open,
  onClose,
  title,
  message,
  consequences,
  confirmLabel,
  destructive = true,
  onConfirm,
  successNotice,
  renameFields,
  children,
  ...input
}: ReasonDialogProps) => (
  <DialogForm
    open={open}
    onClose={onClose}
    title={title}
    saveLabel={confirmLabel}
    destructive={destructive}
    onSubmit={(values) => onConfirm(String(values.reason ?? '').trim())}
    successNotice={successNotice}
    renameFields={renameFields}
  >
    {message ? <DialogContentText>{message}</DialogContentText> : null}
    <ConsequenceList id="reason-dialog-consequences" consequences={consequences} />
    {children}
    <ReasonInput {...input} />
  </DialogForm>
);
