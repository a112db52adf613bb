import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { components } from '../../api/schema';
import { cardStatusColor, cardStatusLabel } from './cardChoices';

type CardStatus = components['schemas']['CardStatus'];

export const CardStatusChip = ({ status }: { status: CardStatus }) => {
  const translate = useTranslate();
  // The colour marks the border; the text keeps the body colour for contrast (axe, 4.5:1).
  return (
    <Chip size="small" variant="outlined" color={cardStatusColor(status)} label={translate(cardStatusLabel(status))} sx={{ color: 'text.primary' }} />
  );
};
