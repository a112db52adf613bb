import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS = { active: 'success', invited: 'warning', suspended: 'error' } as const;

export const MemberStatusChip = ({ status }: { status: keyof typeof COLORS }) => {
  const translate = useTranslate();
  // The colour marks the border; the text keeps the body colour for contrast (axe, 4.5:1).
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(`spendboard.people.status.${status}`, { _: status })}
      sx={{ color: 'text.primary' }}
    />
  );
};
