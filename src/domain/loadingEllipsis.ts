/**
 * The animated '...' after a loading text (spec §9): one frame every 500 ms, cycling.
 */
export const LOADING_ELLIPSIS_INTERVAL_MS = 500;

/** Never empty, so the text does not jump: '.', '..', '...', '.', … */
export const LOADING_ELLIPSIS_FRAMES = ['.', '..', '...'] as const;

/** The frame to show `elapsedMs` after the animation started. */
export function loadingEllipsisFrame(elapsedMs: number): string {
  const tick = Math.floor(Math.max(0, Number.isFinite(elapsedMs) ? elapsedMs : 0) / LOADING_ELLIPSIS_INTERVAL_MS);
  return LOADING_ELLIPSIS_FRAMES[tick % LOADING_ELLIPSIS_FRAMES.length];
}
