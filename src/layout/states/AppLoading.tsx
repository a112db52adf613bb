import { Box, CircularProgress } from '@mui/material';

/**
 * Shown while the admin shell downloads. It renders before any translation is
 * available, so it carries no text; the progress bar is labelled for screen readers.
 */
export const AppLoading = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label="Spendboard" />
  </Box>
);
