import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RECORD_HITS_DEFAULT, wantsRecordSearch } from '../../domain/recordSearch';
import type { SearchHit } from '../../providers/data/methods/search';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** How long the typing rests before the records are asked for. */
export const RECORD_SEARCH_DEBOUNCE_MS = 250;

export type RecordSearchState = {
  hits: readonly SearchHit[];
  /** The records are being asked for (typing or waiting for the answer). */
  loading: boolean;
  failed: boolean;
  /** A record search applies to this text (long enough). */
  active: boolean;
  /** The text the shown hits answer. */
  answeredQuery: string;
};

/** The records matching the typed text, through the dataProvider, debounced; keyed by the active company. */
export function useRecordSearch(query: string, enabled: boolean): RecordSearchState {
  const dataProvider = useAppDataProvider();
  const wanted = query.trim();
  const [debounced, setDebounced] = useState(wanted);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(wanted), RECORD_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const active = enabled && wantsRecordSearch(wanted);
  const ready = active && debounced === wanted;
  const result = useQuery({
    queryKey: companyQueryKey('search', debounced, RECORD_HITS_DEFAULT),
    queryFn: ({ signal }) => dataProvider.searchRecords(debounced, RECORD_HITS_DEFAULT, signal),
    enabled: ready,
    staleTime: 30_000,
    retry: false,
  });

  const current = ready;
  return {
    hits: active && current && result.data ? result.data : [],
    loading: active && (!current || result.isFetching),
    failed: active && current && result.isError,
    active,
    answeredQuery: debounced,
  };
}
