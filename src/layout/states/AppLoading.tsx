import { Box, CircularProgress } from '@mui/material';
import { i18nProvider } from '../../providers/i18nProvider';

/**
 * Shown while a lazy part of the app downloads, possibly outside any react-admin
 * context, so it asks the i18n provider directly; the progress bar is labelled for
 * screen readers.
 */
export const AppLoading = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label={i18nProvider.translate('spendboard.loading')} />
  </Box>
);
