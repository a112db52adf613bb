import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';

type ErrorScreenProps = {
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** The shared error frame: a large heading beside its message (stacked on a phone). */
export const ErrorScreen = ({ heading, children, actions }: ErrorScreenProps) => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 2, sm: 4 },
        maxWidth: 720,
      }}
    >
      <Typography component="h1" variant="h2" color="primary" fontWeight={700}>
        {heading}
      </Typography>
      <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        {children}
        {actions}
      </Box>
    </Box>
  </Box>
);
