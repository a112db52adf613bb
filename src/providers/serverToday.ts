import { dubaiToday } from '../domain/accountingLock';
import { serverNow as apiServerNow } from '../api/serverClock';

/** Today (Dubai, YYYY-MM-DD) on the API's clock, which period presets count from (not the browser's day). */
export function serverToday(): string {
  return dubaiToday(apiServerNow());
}

/** Now on the API's clock: what 'this month', '2 hours ago' and a dispute's window count from (not the browser's clock). */
export function serverNow(): Date {
  return apiServerNow();
}
