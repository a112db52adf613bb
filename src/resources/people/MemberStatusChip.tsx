import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS = { active: 'success', invited: 'warning', suspended: 'error' } as const;

export const MemberStatusChip = ({ status }: { status: keyof typeof COLORS }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={translate(`spendboard.people.status.${status}`, { _: status })} />;
};
