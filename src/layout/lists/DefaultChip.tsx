import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Marks the one default record of a catalogue (payment methods, branches); nothing for the others. */
export const DefaultChip = ({ isDefault }: { isDefault: boolean }) => {
  const translate = useTranslate();
  return isDefault ? <Chip size="small" color="primary" label={translate('spendboard.catalogues.default')} /> : null;
};
