import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A tab or list with nothing to show: one calm sentence. */
export const EmptyTab = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Paper>
  );
};
