import { dubaiToday } from '../domain/accountingLock';
import { serverNow } from '../api/serverClock';

/** Today (Dubai, YYYY-MM-DD) on the API's clock, which period presets count from (not the browser's day). */
export function serverToday(): string {
  return dubaiToday(serverNow());
}
