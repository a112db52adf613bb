import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONFIRM_DIALOG_CLOSE_DELAY_MS, SUCCESS_DIALOG_DELAY_MS } from '../../domain/layout';
import { useDialogOpen } from '../navigation/useOpenUntilNavigation';
import { ConsequenceList } from './ConsequenceList';

export type ConfirmDialogProps = {
  open: boolean;
  /** Called to close: Cancel, Escape, and 100 ms after the action succeeded. Own `open` with `useDialogOpen` so it closes on navigation. */
  onClose: () => void;
  /** The question, e.g. 'Are you sure you want to delete this department?' (the spec's, where it gives one). */
  message: ReactNode;
  /** Names the object acted on ('Remove Omar Khalil'); default 'Confirm'. */
  title?: string;
  /** A verb with its object ('Terminate card'); default 'Delete'. */
  confirmLabel?: string;
  /** What will happen, from data, listed below the question ('3 cards will be terminated.'). */
  consequences?: ReactNode[];
  /** The consequences are still being counted: says so and keeps Confirm disabled. */
  consequencesLoading?: boolean;
  /** Red confirm button (terminate, remove, delete, detach); false for a reversible action (freeze). Default true. */
  destructive?: boolean;
  /** The action (a delete…); a rejection shows its message and keeps the dialog open. */
  onConfirm: () => Promise<unknown>;
  /** Shown 100 ms after the dialog closed, with an OK button. */
  successMessage?: ReactNode;
  /** After the action succeeded (refresh a list, navigate…). */
  onSuccess?: () => void;
  /** What the action needs besides the yes (a reason, a payment day), shown below the consequences. */
  children?: ReactNode;
};

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'spendboard.errors.unexpected';
}

/**
 * The confirmation of every irreversible action (spec §9). Its title names the object, its question
 * is the spec's, its consequences (from data) are listed below, its confirm button is red with a verb.
 * Confirm runs the action, the dialog closes 100 ms after it succeeded and an optional success
 * message with OK follows 100 ms later (a write's success is usually `useSuccessNotice()` instead).
 * A failure shows its message; the buttons are usable again. The success message closes on
 * navigation; the question does too when its owner keeps `open` with `useDialogOpen`.
 */
export const ConfirmDialog = ({
  open,
  onClose,
  message,
  title,
  confirmLabel,
  consequences,
  consequencesLoading = false,
  destructive = true,
  onConfirm,
  successMessage,
  onSuccess,
  children,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useDialogOpen();
  const timers = useRef<number[]>([]);
  // Timers run after later renders (maybe on another page): they call the newest callbacks.
  const latest = useRef({ onClose, setSuccessOpen });
  latest.current = { onClose, setSuccessOpen };

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
      return;
    }
    onSuccess?.();
    later(CONFIRM_DIALOG_CLOSE_DELAY_MS, () => {
      setPending(false);
      latest.current.onClose();
      if (successMessage) later(SUCCESS_DIALOG_DELAY_MS, () => latest.current.setSuccessOpen(true));
    });
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={pending ? undefined : onClose}
        aria-labelledby="confirm-dialog-title"
        aria-describedby={consequences?.length ? 'confirm-dialog-message confirm-dialog-consequences' : 'confirm-dialog-message'}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="confirm-dialog-title">{title ?? translate('spendboard.confirm.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="confirm-dialog-message">{message}</DialogContentText>
          <ConsequenceList id="confirm-dialog-consequences" consequences={consequences} loading={consequencesLoading} />
          {children}
          {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('spendboard.confirm.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            color={destructive ? 'error' : 'primary'}
            variant="contained"
            disabled={pending || consequencesLoading}
            aria-busy={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {confirmLabel ?? translate('spendboard.confirm.delete')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={successOpen} onClose={() => setSuccessOpen(false)} aria-labelledby="success-dialog-message" maxWidth="xs" fullWidth>
        <DialogContent>
          <DialogContentText id="success-dialog-message">{successMessage}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSuccessOpen(false)} variant="contained" autoFocus>
            {translate('spendboard.confirm.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
