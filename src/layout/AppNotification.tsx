import { Notification } from 'react-admin';
import { POPUP_NOTIFICATION } from '../domain/layout';

/**
 * Popup notifications (spec §9): hidden after 3000 ms, bottom right, success by default.
 * react-admin's notify() calls without a type arrive as 'info', shown here as success.
 */
export const AppNotification = () => (
  <Notification
    autoHideDuration={POPUP_NOTIFICATION.autoHideMs}
    anchorOrigin={POPUP_NOTIFICATION.anchor}
    type={POPUP_NOTIFICATION.severity}
    sx={{ '& .RaNotification-info': { backgroundColor: 'success.main', color: 'success.contrastText' } }}
  />
);
