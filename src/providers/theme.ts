import type { ThemeOptions } from '@mui/material/styles';

/** Spec §9: accent #810220, further colour #D52A55, dark #15141A, font Albert Sans. */
export const BRAND = {
  accent: '#810220',
  accentBright: '#D52A55',
  dark: '#15141A',
} as const;

const typography: ThemeOptions['typography'] = {
  fontFamily: "'Albert Sans', sans-serif",
  button: { textTransform: 'none', fontWeight: 600 },
};

const shape: ThemeOptions['shape'] = { borderRadius: 8 };

export const lightTheme: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: BRAND.accent },
    secondary: { main: BRAND.accentBright },
    background: { default: '#F7F6F8', paper: '#FFFFFF' },
  },
  typography,
  shape,
};

/** On the dark background the deep accent lacks contrast, so the brighter brand colour leads. */
export const darkTheme: ThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: BRAND.accentBright },
    secondary: { main: BRAND.accentBright },
    background: { default: BRAND.dark, paper: '#1E1D24' },
  },
  typography,
  shape,
};
