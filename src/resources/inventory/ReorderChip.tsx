import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isBelowReorderLevel } from '../../domain/inventory';

/** "Below reorder level" when the quantity on hand is at or under the reorder level; nothing otherwise. */
export const ReorderChip = ({ item }: { item: { quantity_on_hand: number; reorder_level: number } }) => {
  const translate = useTranslate();
  return isBelowReorderLevel(item) ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('resources.inventory.below_reorder_level')}
      sx={{ color: 'text.primary' }}
    />
  ) : null;
};
