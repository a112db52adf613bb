/**
 * The API's clock, read from the `Date` header of its answers (the mock's is its own clock, `/__mock/clock`):
 * "today" for period presets is the server's day, not the browser's. Until an answer arrives it is the browser's.
 */
let offsetMs = 0;

/** Keep how far the server's clock is from this browser's, from an answer's `Date` header received now. */
export function rememberServerDate(dateHeader: string | null, receivedAtMs: number = Date.now()): void {
  if (!dateHeader) return;
  const serverMs = Date.parse(dateHeader);
  if (!Number.isNaN(serverMs)) offsetMs = serverMs - receivedAtMs;
}

/** The server's now, as of the last answer's `Date` header. */
export function serverNow(nowMs: number = Date.now()): Date {
  return new Date(nowMs + offsetMs);
}
