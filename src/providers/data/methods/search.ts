import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { RECORD_HITS_DEFAULT } from '../../../domain/recordSearch';

export type SearchHit = components['schemas']['SearchHit'];

/** Typed dataProvider methods of the global search (Ctrl+K). */
export const searchMethods = {
  /** `GET search`: the active company's records matching `q`, grouped by kind, only kinds the user may list. */
  async searchRecords(q: string, limit: number = RECORD_HITS_DEFAULT, signal?: AbortSignal): Promise<SearchHit[]> {
    return (await unwrap(apiClient.GET('/api/admin/search', { params: { query: { q, limit } }, signal }))).data;
  },
};
