import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loginPathFor } from '../../domain/redirect';

/**
 * After the inactivity logout (spec §4, §8): 'You have been logged out due to inactivity' over
 * the page, which stays where it was; signing in again comes back to it. It cannot be dismissed:
 * behind it there is no session any more.
 */
export const IdleSignOutNotice = () => {
  const translate = useTranslate();
  const signInAgain = () => window.location.assign(loginPathFor(window.location.pathname + window.location.search));
  return (
    <Dialog open aria-labelledby="idle-sign-out-title">
      <DialogTitle id="idle-sign-out-title">{translate('spendboard.session.idle_logged_out')}</DialogTitle>
      <DialogActions>
        <Button variant="contained" onClick={signInAgain} autoFocus>
          {translate('spendboard.session.sign_in_again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
