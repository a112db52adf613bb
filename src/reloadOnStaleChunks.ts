const RELOADED_AT = 'spendboard.chunkReloadAt';
const RETRY_WINDOW_MS = 10_000;

/**
 * After a new release, a page opened before it asks for chunk files that no longer
 * exist. Vite reports that as `vite:preloadError`: load the page again (the new
 * index.html knows the new files) — once, so a real outage cannot loop.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const lastReload = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - lastReload < RETRY_WINDOW_MS) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
