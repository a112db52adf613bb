import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { IDLE_SIGN_OUT_REASON, SIGNED_OUT_REASON_PARAM } from '../../domain/idle';

/** On the sign-in page after an inactivity logout: 'You have been logged out due to inactivity'. */
export const IdleSignOutNotice = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  if (searchParams.get(SIGNED_OUT_REASON_PARAM) !== IDLE_SIGN_OUT_REASON) return null;
  return (
    <Alert severity="info" role="status">
      {translate('spendboard.session.idle_logged_out')}
    </Alert>
  );
};
