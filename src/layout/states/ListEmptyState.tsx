import type { ComponentType, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';

export interface ListEmptyStateProps {
  /** Default: an inbox. */
  icon?: ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>;
  /** i18n keys. */
  title: string;
  message: string;
  /** The way to add the first record (a create or invite button), when the user may. */
  action?: ReactNode;
}

/** A list whose company has no record at all (a search with no match shows the table's own "no results"). */
export const ListEmptyState = ({ icon: Icon = InboxOutlined, title, message, action }: ListEmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 64, mb: 2 }} aria-hidden />
      <Typography component="h2" variant="h6" color="text.primary">
        {translate(title)}
      </Typography>
      <Typography variant="body2" sx={action ? { mb: 2 } : undefined}>
        {translate(message)}
      </Typography>
      {action}
    </Box>
  );
};
