import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LimitEntity, LimitModeName } from '../../../domain/contractLists';
import { limitModeHelpKey } from '../../../domain/limits';

/**
 * The helper text of every limit mode choice: one line per mode offered, saying what it does for
 * this owner (an inherited limit names what it inherits from).
 */
export const LimitModeHelp = ({ entity, modes }: { entity: LimitEntity; modes: readonly LimitModeName[] }) => {
  const translate = useTranslate();
  return (
    <Box component="span" data-testid="limit-mode-help">
      {modes.map((mode) => (
        <Box component="span" key={mode} display="block">
          {translate(limitModeHelpKey(entity, mode))}
        </Box>
      ))}
    </Box>
  );
};
