import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import { Title, useLocale, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { formatRelativeTime } from '../../domain/relativeTime';
import { isSafeRedirect } from '../../domain/redirect';
import { useMarkNotificationRead, useNotificationsPage } from './useNotifications';
import { serverNow } from '../../providers/serverToday';

/** `/notifications` (spec §2 'View all'): every notification, newest first, paginated, read or unread. */
const NotificationsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, isPending, isError, refetch } = useNotificationsPage(page, unreadOnly);
  const markRead = useMarkNotificationRead();
  const t = (key: string) => translate(`spendboard.shell.notifications.${key}`);

  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title={t('title')} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(_, value: string | null) => {
          if (!value) return;
          setUnreadOnly(value === 'unread');
          setPage(1);
        }}
        aria-label={t('status')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">{t('filter_all')}</ToggleButton>
        <ToggleButton value="unread">{t('filter_unread')}</ToggleButton>
      </ToggleButtonGroup>
      <Card variant="outlined">
        {isPending && (
          <Stack sx={{ p: 2 }} gap={1} aria-busy="true" aria-label={translate('spendboard.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={48} />
            ))}
          </Stack>
        )}
        {isError && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('failed')}
          </Alert>
        )}
        {data && data.notifications.length === 0 && (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
            {unreadOnly ? t('empty') : t('all_empty')}
          </Typography>
        )}
        {data && data.notifications.length > 0 && (
          <List aria-label={t('title')} disablePadding>
            {data.notifications.map((notification) => {
              const unread = notification.read_at === null;
              const cta = notification.data.additional_data.cta;
              const title = notification.data.title;
              return (
                <ListItem key={notification.id} divider sx={{ gap: 2, flexWrap: 'wrap', bgcolor: unread ? 'action.hover' : 'transparent' }}>
                  <ListItemText
                    primary={
                      cta && isSafeRedirect(cta) ? (
                        <Link to={cta} onClick={() => unread && markRead.mutate(notification.id)} style={{ color: 'inherit' }}>
                          {title}
                        </Link>
                      ) : (
                        title
                      )
                    }
                    secondary={`${formatRelativeTime(notification.created_at, serverNow(), locale)} · ${formatDate(notification.created_at, 'dateTime', locale)}`}
                    slotProps={{ primary: { fontWeight: unread ? 700 : 400 } }}
                  />
                  <Chip
                    size="small"
                    label={unread ? t('unread') : t('read')}
                    color={unread ? 'primary' : 'default'}
                    variant={unread ? 'filled' : 'outlined'}
                  />
                  {unread && (
                    <Button
                      size="small"
                      onClick={() => markRead.mutate(notification.id)}
                      disabled={markRead.isPending}
                      aria-label={`${t('mark_read')}: ${title}`}
                    >
                      {t('mark_read')}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Card>
      {data && data.lastPage > 1 && (
        <Pagination sx={{ mt: 2 }} page={page} count={data.lastPage} onChange={(_, next) => setPage(next)} color="primary" />
      )}
    </Box>
  );
};

export default NotificationsPage;
