import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Dialog, InputAdornment, List, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@mui/utils';
import { moveHighlight, rankSearchItems } from '../../domain/globalSearch';
import { BREAKPOINTS } from '../../domain/layout';
import type { SearchHitKind } from '../../domain/recordSearch';
import type { SearchHit } from '../../providers/data/methods/search';
import { getActiveCompanyId } from '../../providers/public/session';
import { buildSearchIndex } from '../navigation/searchIndex';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { useRouteAccess } from '../navigation/useAccessibleRoutes';
import { RecordResult } from './RecordResult';
import { searchEntries, searchEntryId, type SearchEntry } from './searchEntries';
import { SearchResult } from './SearchResult';
import { useRecordSearch } from './useRecordSearch';
import { requestLeave } from '../forms/askBeforeLeaving';
import { useStarredRoutes } from './useStarredRoutes';

type SearchDialogProps = {
  open: boolean;
  onClose: () => void;
  /** A company result other than the active one: ask to switch to it. */
  onOpenCompany: (companyId: string) => void;
};

const GroupHeading = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography id={id} component="h3" variant="overline" color="text.secondary" sx={{ display: 'block', px: 1.5, pt: 1, lineHeight: 2 }}>
    {children}
  </Typography>
);

/**
 * The search dialog: ranked routes the user may open (starred first), then the active company's
 * records the user may read, grouped by kind; arrows move through all of them, Enter opens, Esc closes.
 */
export const SearchDialog = ({ open, onClose, onOpenCompany }: SearchDialogProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // §9: dialogs and drawers go full screen under 900px.
  const fullScreen = useMediaQuery<Theme>(`(max-width:${BREAKPOINTS.drawerFullScreen - 0.05}px)`);
  const { routes, recordPaths, pages: shellPages } = useRouteCatalogue();
  const { isAccessible, isQuickActionAllowed } = useRouteAccess();
  const [starred, toggleStar] = useStarredRoutes();
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const records = useRecordSearch(query, open);

  const index = useMemo(
    () => buildSearchIndex(routes, isAccessible, translate, isQuickActionAllowed),
    [routes, isAccessible, isQuickActionAllowed, translate],
  );
  const ranked = useMemo(() => rankSearchItems(index, query, starred), [index, query, starred]);
  const openable = (kind: SearchHitKind) => kind === 'company' || Boolean(recordPaths?.[kind]);
  const { pages, groups, all } = searchEntries(ranked, records.hits, openable);
  const active = all[Math.min(highlight, all.length - 1)];
  const activeCompanyId = getActiveCompanyId();

  useEffect(() => {
    if (active) document.getElementById(searchEntryId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setQuery('');
    setHighlight(0);
    onClose();
  };

  /** A record's page; a company other than the active one has none (the switch is asked). */
  const hrefOf = (hit: SearchHit): string | null => {
    if (hit.kind === 'company') return hit.id === activeCompanyId ? shellPages.companySettings.path : null;
    return recordPaths?.[hit.kind]?.(hit.id) ?? null;
  };

  /** Chosen with Enter: a page with unsaved input asks first, as a click on the result's link does. */
  const leaveTo = (path: string) =>
    requestLeave(() => {
      close();
      navigate(path);
    });

  const openRecord = (hit: SearchHit) => {
    const href = hrefOf(hit);
    if (href) return leaveTo(href);
    close();
    onOpenCompany(hit.id);
  };

  const openEntry = (entry: SearchEntry) => (entry.type === 'record' ? openRecord(entry.hit) : leaveTo(entry.ranked.item.path));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((current) => moveHighlight(current, event.key === 'ArrowDown' ? 1 : -1, all.length));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openEntry(active);
    }
  };

  const recordStatus = records.loading
    ? translate('spendboard.shell.search.records_loading')
    : records.failed
      ? translate('spendboard.shell.search.records_failed')
      : records.active && groups.length === 0
        ? translate('spendboard.shell.search.records_empty', { query: records.answeredQuery })
        : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="global-search-title"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: fullScreen ? 0 : 8 } } }}
    >
      <Typography id="global-search-title" component="h2" sx={visuallyHidden}>
        {translate('spendboard.shell.search.dialog_title')}
      </Typography>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          type="search"
          value={query}
          placeholder={translate('spendboard.shell.search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'aria-label': translate('spendboard.shell.search.placeholder'),
              'aria-describedby': 'global-search-hint',
              'aria-controls': 'global-search-results',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography id="global-search-hint" variant="caption" color="text.secondary">
          {translate('spendboard.shell.search.hint')}
        </Typography>
      </Box>
      <Box id="global-search-results" sx={{ px: 1, pb: 2, maxHeight: fullScreen ? 'none' : '60vh', overflowY: 'auto' }}>
        {pages.length === 0 ? (
          <Typography role="status" sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
            {translate('spendboard.shell.search.empty')}
          </Typography>
        ) : (
          <>
            <GroupHeading id="global-search-group-pages">{translate('spendboard.shell.search.results')}</GroupHeading>
            <List aria-labelledby="global-search-group-pages" sx={{ p: 0 }}>
              {pages.map((entry) =>
                entry.type === 'page' ? (
                  <SearchResult
                    key={entry.key}
                    id={searchEntryId(entry)}
                    item={entry.ranked.item}
                    highlighted={entry === active}
                    starred={entry.ranked.starred}
                    onToggleStar={() => toggleStar(entry.ranked.item.path)}
                    onNavigate={close}
                  />
                ) : null,
              )}
            </List>
          </>
        )}
        {groups.map(({ kind, entries }) => (
          <Box key={kind}>
            <GroupHeading id={`global-search-group-${kind}`}>{translate(`spendboard.shell.search.groups.${kind}`)}</GroupHeading>
            <List aria-labelledby={`global-search-group-${kind}`} sx={{ p: 0 }}>
              {entries.map((entry) => (
                <RecordResult
                  key={entry.key}
                  id={searchEntryId(entry)}
                  hit={entry.hit}
                  highlighted={entry === active}
                  href={hrefOf(entry.hit)}
                  note={
                    entry.hit.kind === 'company' && entry.hit.id === activeCompanyId
                      ? translate('spendboard.shell.search.active_company')
                      : undefined
                  }
                  onOpen={() => (hrefOf(entry.hit) ? close() : openRecord(entry.hit))}
                />
              ))}
            </List>
          </Box>
        ))}
        {recordStatus && (
          <Typography role="status" variant="body2" sx={{ px: 1.5, py: 1 }} color="text.secondary">
            {recordStatus}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
};
