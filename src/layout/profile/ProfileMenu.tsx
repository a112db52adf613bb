import { useRef } from 'react';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  Switch,
  Typography,
} from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import Translate from '@mui/icons-material/Translate';
import Check from '@mui/icons-material/Check';
import { Link } from 'react-router';
import { visuallyHidden } from '@mui/utils';
import { useGetIdentity, useTranslate } from 'react-admin';
import { avatarColor, avatarInitials, AVATAR_TEXT_COLOR } from '../../domain/avatar';
import { useDialogOpen } from '../navigation/useOpenUntilNavigation';
import { RoleBadge } from '../access/RoleBadge';
import { useCurrentUser } from './profileQueries';
import { LANGUAGES, useLanguagePreference, useThemePreference } from './usePreferences';
import { useRouteCatalogue, type RouteCatalogue } from '../navigation/RouteCatalogueContext';
import { LogoutMenuItem } from './LogoutMenuItem';

/** The profile menu's links to pages, in order. */
export const profileLinks = ({ myAccount, companySettings, support }: RouteCatalogue['pages']) =>
  [
    { to: myAccount.path, labelKey: myAccount.labelKey, icon: PersonOutline },
    { to: companySettings.path, labelKey: companySettings.labelKey, icon: BusinessOutlined },
    { to: support.path, labelKey: support.labelKey, icon: HelpOutline },
  ] as const;

/** The profile menu (spec §2): who is signed in, account links, theme and language, Logout. */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDialogOpen();
  const { identity } = useGetIdentity();
  const user = useCurrentUser();
  const theme = useThemePreference();
  const { locale, choose: chooseLocale } = useLanguagePreference();
  const links = profileLinks(useRouteCatalogue().pages);
  const name = identity?.fullName ?? '';
  const avatar = (size: number) => (
    <Avatar
      src={identity?.avatar}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size / 2.4, bgcolor: avatarColor(name), color: AVATAR_TEXT_COLOR }}
    >
      {avatarInitials(name)}
    </Avatar>
  );

  return (
    <>
      <IconButton ref={anchor} onClick={() => setOpen(!open)} aria-haspopup="menu" aria-expanded={open} sx={{ ml: 0.5 }}>
        {avatar(32)}
        <Box component="span" sx={visuallyHidden}>
          {translate('ra.auth.user_menu')}
        </Box>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2 }}>
          {avatar(40)}
          <Box sx={{ minWidth: 0 }}>
            <Typography fontWeight={700} noWrap>
              {name}
            </Typography>
            {user && (
              <Box sx={{ mt: 0.5 }}>
                <RoleBadge userType={user.user_type} roles={user.roles} />
              </Box>
            )}
          </Box>
        </Box>
        <Divider />
        <MenuList autoFocusItem={open} aria-label={translate('ra.auth.user_menu')}>
          {links.map(({ to, labelKey, icon: Icon }) => (
            <MenuItem key={to} component={Link} to={to} onClick={() => setOpen(false)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(labelKey)}</ListItemText>
            </MenuItem>
          ))}
          {theme.enabled && (
            <MenuItem role="menuitemcheckbox" aria-checked={theme.dark} onClick={theme.toggle}>
              <ListItemIcon>
                <DarkModeOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('spendboard.shell.profile.dark_mode')}</ListItemText>
              <Switch size="small" checked={theme.dark} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
            </MenuItem>
          )}
          <Divider />
          <Typography variant="overline" color="text.secondary" sx={{ px: 2, display: 'flex', alignItems: 'center', gap: 1 }} aria-hidden>
            <Translate fontSize="inherit" /> {translate('spendboard.shell.profile.language')}
          </Typography>
          {LANGUAGES.map((language) => (
            <MenuItem
              key={language.locale}
              role="menuitemradio"
              aria-checked={locale === language.locale}
              lang={language.lang}
              onClick={() => {
                // Closed as the page is drawn again in the language (nothing remounts: what was typed stays).
                setOpen(false);
                chooseLocale(language.locale);
              }}
            >
              <ListItemIcon>{locale === language.locale && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{translate(language.labelKey)}</ListItemText>
            </MenuItem>
          ))}
          <Divider />
          <LogoutMenuItem />
        </MenuList>
      </Popover>
    </>
  );
};
