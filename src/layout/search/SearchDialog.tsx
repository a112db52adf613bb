import { useMemo, useState, type KeyboardEvent } from 'react';
import { Box, Dialog, InputAdornment, List, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@mui/utils';
import { moveHighlight, rankSearchItems } from '../../domain/globalSearch';
import { BREAKPOINTS } from '../../domain/layout';
import { buildSearchIndex } from '../navigation/searchIndex';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { useRouteAccess } from '../navigation/useAccessibleRoutes';
import { SearchResult } from './SearchResult';
import { useStarredRoutes } from './useStarredRoutes';

const resultId = (path: string) => `search-result-${path.replace(/[^a-z0-9]+/gi, '-')}`;

/** The search dialog: ranked routes the user may open, starred first; arrows, Enter and Esc work. */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery<Theme>(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`);
  const { routes } = useRouteCatalogue();
  const { isAccessible, isQuickActionAllowed } = useRouteAccess();
  const [starred, toggleStar] = useStarredRoutes();
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);

  const index = useMemo(
    () => buildSearchIndex(routes, isAccessible, translate, isQuickActionAllowed),
    [routes, isAccessible, isQuickActionAllowed, translate],
  );
  const results = useMemo(() => rankSearchItems(index, query, starred), [index, query, starred]);
  const active = results[Math.min(highlight, results.length - 1)];

  const close = () => {
    setQuery('');
    setHighlight(0);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((current) => moveHighlight(current, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      close();
      navigate(active.item.path);
    }
  };

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
      <Box sx={{ px: 1, pb: 2, maxHeight: fullScreen ? 'none' : '60vh', overflowY: 'auto' }}>
        {results.length === 0 ? (
          <Typography role="status" sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
            {translate('spendboard.shell.search.empty')}
          </Typography>
        ) : (
          <List id="global-search-results" aria-label={translate('spendboard.shell.search.results')} sx={{ p: 0 }}>
            {results.map(({ item, starred: isStarred }) => (
              <SearchResult
                key={item.id}
                id={resultId(item.path)}
                item={item}
                highlighted={item === active?.item}
                starred={isStarred}
                onToggleStar={() => toggleStar(item.path)}
                onNavigate={close}
              />
            ))}
          </List>
        )}
      </Box>
    </Dialog>
  );
};
