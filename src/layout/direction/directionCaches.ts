import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/**
 * One emotion cache per direction; the RTL one mirrors every style (left ↔ right).
 * Kept in its own module so the public pages fetch the RTL plugin only for Arabic.
 */
export const DIRECTION_CACHES = {
  ltr: createCache({ key: 'mui-ltr' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }),
};
