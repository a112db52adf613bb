import { useEffect, useState, useSyncExternalStore } from 'react';
import { LinearProgress } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { BRAND_COLORS } from '../../domain/brand';
import { chunkWaitCount, subscribeToChunkWaits } from '../navigation/chunkWaits';

/** How long after a page appears its first answers count as part of opening it (a slow list keeps the bar). */
const ARRIVAL_WINDOW_MS = 10_000;
/** A page that asks nothing within this time after it appears has arrived. */
const QUIET_ARRIVAL_MS = 300;

/**
 * Whether the page being opened is still on its way (issue 38 item 3): its code is downloading (a chunk
 * wait: the router keeps the old page on screen meanwhile, so the old page is `leaving`), or it has
 * appeared and its first answers are still out.
 */
export function useRouteProgress(): { busy: boolean; leaving: boolean } {
  const chunkWaits = useSyncExternalStore(subscribeToChunkWaits, chunkWaitCount, () => 0);
  const { pathname, search } = useLocation();
  const fetching = useIsFetching();
  const [arriving, setArriving] = useState(false);

  useEffect(() => {
    setArriving(true);
    const cap = window.setTimeout(() => setArriving(false), ARRIVAL_WINDOW_MS);
    return () => window.clearTimeout(cap);
  }, [pathname, search]);

  useEffect(() => {
    if (!arriving || fetching > 0) return;
    const quiet = window.setTimeout(() => setArriving(false), QUIET_ARRIVAL_MS);
    return () => window.clearTimeout(quiet);
  }, [arriving, fetching]);

  // The address bar changes at once; the router's location only when the new page is ready to show. Only another
  // path is leaving the page: a list writing its filters into the query string while a part loads stays as it is.
  const leaving = chunkWaits > 0 && window.location.pathname !== pathname;
  return { busy: chunkWaits > 0 || (arriving && fetching > 0), leaving };
}

/** A thin bar over the top of the shell while a page is on its way; at once, no delay. */
export const RouteProgressBar = ({ busy }: { busy: boolean }) => {
  const translate = useTranslate();
  if (!busy) return null;
  return (
    <LinearProgress
      aria-label={translate('spendboard.opening_page')}
      data-testid="route-progress"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'transparent',
        // The brand's light tint reads on the dark red header and on a white page.
        '& .MuiLinearProgress-bar': { bgcolor: BRAND_COLORS.secondaryOnDark },
      }}
    />
  );
};
