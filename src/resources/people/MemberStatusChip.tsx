import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS = { active: 'success', invited: 'warning', suspended: 'error' } as const;

/** The i18n key of a person's status, for the chip and for status choices. */
export const memberStatusLabel = (status: string) => `spendboard.people.status.${status}`;

/** Select choices for these statuses. */
export const memberStatusChoices = (statuses: readonly string[]) => statuses.map((status) => ({ id: status, name: memberStatusLabel(status) }));

export const MemberStatusChip = ({ status }: { status: keyof typeof COLORS }) => {
  const translate = useTranslate();
  // The colour marks the border; the text keeps the body colour for contrast (axe, 4.5:1).
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(memberStatusLabel(status), { _: status })}
      sx={{ color: 'text.primary' }}
    />
  );
};
