import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { lightTheme } from '../providers/theme';

const publicTheme = createTheme(lightTheme);

/**
 * The frame of public pages (sign-in first). Deliberately light: theme and
 * translations only, no react-admin shell, so the sign-in page loads fast.
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={publicTheme}>
    <CssBaseline />
    <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider>
  </ThemeProvider>
);
