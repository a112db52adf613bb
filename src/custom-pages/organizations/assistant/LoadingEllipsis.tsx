import { useEffect, useState } from 'react';
import { LOADING_ELLIPSIS_INTERVAL_MS, loadingEllipsisFrame } from '../../../domain/loadingEllipsis';

/** A text followed by the §9 ellipsis, one frame every 500 ms. */
export const LoadingEllipsis = ({ text }: { text: string }) => {
  const [startedAt] = useState(() => Date.now());
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), LOADING_ELLIPSIS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span>
      {text}
      <span aria-hidden="true">{loadingEllipsisFrame(Date.now() - startedAt)}</span>
    </span>
  );
};
