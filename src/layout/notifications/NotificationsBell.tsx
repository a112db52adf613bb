import { useRef } from 'react';
import { Badge, Box, CircularProgress, Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Link, useNavigate } from 'react-router';
import { useLocale, useTranslate } from 'react-admin';
import type { Notification } from '../../providers/data/methods/notifications';
import { formatRelativeTime } from '../../domain/relativeTime';
import { isSafeRedirect } from '../../domain/redirect';
import { formatCount } from '../formatCount';
import { useDialogOpen } from '../navigation/useOpenUntilNavigation';
import { useMarkNotificationRead, useUnreadNotifications } from './useNotifications';
import { notificationsPage } from '.';
import { serverNow } from '../../providers/serverToday';

/** The bell (spec §2, §7): unread total badge; the menu lists the 5 newest unread ones. */
export const NotificationsBell = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDialogOpen();
  const { data, isPending, isError, refetch } = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const total = data?.total ?? 0;

  const openNotification = (notification: Notification) => {
    setOpen(false);
    markRead.mutate(notification.id);
    const cta = notification.data.additional_data.cta;
    if (cta && isSafeRedirect(cta)) navigate(cta);
  };

  return (
    <>
      <IconButton
        ref={anchor}
        color="inherit"
        onClick={() => setOpen(!open)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'notifications-menu' : undefined}
        aria-label={
          total
            ? translate('spendboard.shell.notifications.open_count', { count: formatCount(total, locale) })
            : translate('spendboard.shell.notifications.open')
        }
      >
        {/* No badge at all without unread ones: an empty badge still holds a "0" that reads as the button's text. */}
        {total ? (
          <Badge badgeContent={formatCount(total, locale)} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: '100vw' } },
          list: { 'aria-label': translate('spendboard.shell.notifications.title'), dense: true },
        }}
      >
        {isPending && (
          <MenuItem disabled sx={{ justifyContent: 'center' }}>
            <CircularProgress size={20} aria-label={translate('spendboard.loading')} />
          </MenuItem>
        )}
        {isError && (
          <MenuItem onClick={() => void refetch()}>
            {translate('spendboard.shell.notifications.failed')} {translate('spendboard.shell.notifications.retry')}
          </MenuItem>
        )}
        {data && data.notifications.length === 0 && <MenuItem disabled>{translate('spendboard.shell.notifications.empty')}</MenuItem>}
        {data?.notifications.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => openNotification(notification)}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', py: 1 }}
          >
            <Box>
              <Typography variant="body2" fontWeight={600}>
                {notification.data.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatRelativeTime(notification.created_at, serverNow(), locale)}
              </Typography>
            </Box>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          component={Link}
          to={notificationsPage.path}
          onClick={() => setOpen(false)}
          sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600 }}
        >
          {translate('spendboard.shell.notifications.view_all')}
        </MenuItem>
      </Menu>
    </>
  );
};
