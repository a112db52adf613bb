import { Badge, Box, Chip } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { useLocale, useTranslate } from 'react-admin';
import { formatCount } from '../formatCount';
import type { FinancialEntryLock } from '../../domain/cardServices';

/** The unread count of an entry (Inbox); nothing at 0. */
export const CountBadge = ({ count }: { count: number | undefined }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!count) return null;
  return (
    <Badge
      badgeContent={formatCount(count, locale)}
      color="primary"
      aria-label={translate('spendboard.shell.unread_badge', { count })}
      sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
    />
  );
};

export const AiMark = () => {
  const translate = useTranslate();
  return (
    <Chip
      label={translate('spendboard.shell.ai_badge')}
      size="small"
      color="secondary"
      sx={{ height: 18, fontSize: 11, fontWeight: 700 }}
    />
  );
};

/** Spec §2: padlock (onboarding not complete), lock (card services off), or a dot on cards (active). */
export const CardServicesMark = ({ lock, isCards }: { lock: FinancialEntryLock; isCards: boolean }) => {
  const translate = useTranslate();
  if (lock.icon === 'padlock') return <LockClockOutlined fontSize="small" color="action" aria-hidden />;
  if (lock.icon === 'lock') {
    return <LockIcon fontSize="small" color="action" titleAccess={translate('spendboard.shell.card_services_locked')} />;
  }
  if (isCards && lock.cardsDot) {
    return (
      <Box
        component="span"
        role="img"
        aria-label={translate('spendboard.shell.card_services_dot')}
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main', display: 'inline-block' }}
      />
    );
  }
  return null;
};
