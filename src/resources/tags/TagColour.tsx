import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TagColour as Colour } from '../../domain/contractLists';
import { tagColourLabel, tagColourSwatch } from './tagChoices';

/** A tag's colour: its swatch (decoration) and its name. */
export const TagColour = ({ colour }: { colour: Colour }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: tagColourSwatch(colour), flexShrink: 0 }} />
      <span>{translate(tagColourLabel(colour))}</span>
    </Stack>
  );
};
