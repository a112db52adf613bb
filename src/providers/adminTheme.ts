import type { ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { darkTheme, lightTheme } from './theme';

/**
 * The brand themes on top of react-admin's defaults (dense filled inputs, sidebar
 * sizes…), which its list filters and forms are laid out for. The public pages use
 * the brand themes alone, so they never load react-admin.
 */
function onReactAdminDefaults(defaults: RaThemeOptions, brand: ThemeOptions): RaThemeOptions {
  return {
    ...defaults,
    ...brand,
    palette: { ...defaults.palette, ...brand.palette },
    typography: { ...(defaults.typography as object), ...(brand.typography as object) },
    components: { ...defaults.components, ...brand.components },
  };
}

export const adminLightTheme = onReactAdminDefaults(defaultLightTheme, lightTheme);
export const adminDarkTheme = onReactAdminDefaults(defaultDarkTheme, darkTheme);
