import { useMediaQuery } from '@mui/material';
import { BREAKPOINTS } from '../../domain/layout';

/** Below the mobile breakpoint (600 px): lists show one card per row and filters sit behind a button. */
export const useIsPhone = () => useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`, { noSsr: true });
