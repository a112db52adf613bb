import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorDialogMessage } from '../../providers/public/formErrors';
import { useOpenUntilNavigation } from '../navigation/useOpenUntilNavigation';

type ShowError = (error: unknown) => void;

const ErrorDialogContext = createContext<ShowError>(() => undefined);

/**
 * Spec §8: an error that is not about a form field opens one error-colour dialog. Its title is
 * 'An Unexpected error has occured'; the API's message, when it gave one, is shown under it.
 * Closes with OK, Escape, or any path change.
 */
export const ErrorDialogProvider = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [shown, setShown] = useOpenUntilNavigation<{ message: string | null }>();
  const showError = useCallback<ShowError>((error) => setShown({ message: errorDialogMessage(error) }), [setShown]);
  const close = () => setShown(null);
  const message = shown?.message;
  return (
    <ErrorDialogContext.Provider value={showError}>
      {children}
      <Dialog open={shown !== null} onClose={close} aria-labelledby="error-dialog-title" maxWidth="xs" fullWidth>
        <DialogTitle id="error-dialog-title" color="error">
          {translate('spendboard.errors.unexpected')}
        </DialogTitle>
        {message ? (
          <DialogContent>
            <Alert severity="error">{translate(message, { _: message })}</Alert>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button onClick={close} variant="contained" color="error" autoFocus>
            {translate('spendboard.confirm.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </ErrorDialogContext.Provider>
  );
};

/** `const showError = useErrorDialog(); showError(error)` — for failures that are not a form's field errors. */
export const useErrorDialog = () => useContext(ErrorDialogContext);
