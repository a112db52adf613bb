import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { getAccessToken } from '../../api/session';
import { DENY_LIST_RETRY_MS } from '../../domain/layout';
import type { DenyList } from '../../domain/permissions';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let denyList: Promise<DenyList> | undefined;

async function fetchUntilLoaded(): Promise<DenyList> {
  for (;;) {
    if (getAccessToken()) {
      try {
        return (await unwrap(apiClient.GET('/api/admin/deny-permissions'))).data;
      } catch (error) {
        console.warn('Loading the deny list failed; retrying', error);
      }
    }
    await wait(DENY_LIST_RETRY_MS);
  }
}

/** The firm-wide deny list, fetched once an access token exists and kept for the page load. */
export function loadDenyList(): Promise<DenyList> {
  denyList ??= fetchUntilLoaded();
  return denyList;
}

export function forgetDenyList(): void {
  denyList = undefined;
}
