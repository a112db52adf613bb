import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useTranslate } from 'react-admin';
import { useSignOut } from '../../providers/session/useSignOut';

/** The profile menu's Logout: signs out, then reloads the sign-in page with the way back. */
export const LogoutMenuItem = () => {
  const translate = useTranslate();
  const signOut = useSignOut();
  return (
    <MenuItem onClick={() => void signOut()}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
};
