import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusChip, type StatusFamily } from '../domain/statusColors';

/**
 * The one status chip (spec §4): card, member, expense-like, accounting sync, card onboarding and
 * the AI chips. Label and colour come from `statusChip` in `src/domain/statusColors.ts`.
 */
export const StatusChip = ({ family, status }: { family: StatusFamily; status: string | null | undefined }) => {
  const translate = useTranslate();
  const chip = statusChip(family, status);
  const label = chip.labelKey ? translate(chip.labelKey) : chip.text;
  if (!label) return null;
  // The colour marks the border; the text keeps the body colour for contrast (axe, 4.5:1).
  return <Chip size="small" variant="outlined" color={chip.color} label={label} sx={{ color: 'text.primary' }} />;
};
