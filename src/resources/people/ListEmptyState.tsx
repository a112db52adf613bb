import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

/** A list with no record at all: what will be listed here, and the way to add the first one. */
export const ListEmptyState = ({ title, message, action }: { title: string; message: string; action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <InboxOutlined sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography component="h2" variant="h6" color="text.primary">
        {translate(title)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(message)}
      </Typography>
      {action}
    </Box>
  );
};
