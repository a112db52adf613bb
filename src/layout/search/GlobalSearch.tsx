import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@mui/utils';
import { isSearchShortcut } from '../../domain/globalSearch';
import { SwitchCompanyConfirm, SwitchCompanyFailure } from '../company-switcher/SwitchCompanyPrompts';
import { useSwitchCompany } from '../company-switcher/useSwitchCompany';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { useDialogOpen } from '../navigation/useOpenUntilNavigation';

/**
 * The dialog (its index of pages, ranking and record search) is its own chunk, asked for when the
 * search is first pointed at, focused or opened: a closed search costs a page's first render nothing.
 */
const loadSearchDialog = () => import('./SearchDialog');
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));
const preloadSearchDialog = () => void loadSearchDialog();

const isMac = () => /mac|iphone|ipad/i.test(navigator.userAgent);

/** The app bar's search box (spec §2): opens with a click or Ctrl+K (Cmd+K on a Mac). */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useDialogOpen();
  // Mounted from its first opening on, so that closing it plays the dialog's exit.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const mac = isMac();
  // A company found by the search: switch to it (confirmed), landing on its dashboard.
  const switchFlow = useSwitchCompany(useRouteCatalogue().pages.home);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mac, setOpen]);

  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadSearchDialog}
        onFocus={preloadSearchDialog}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        startIcon={<SearchIcon />}
        sx={{
          minWidth: compact ? 40 : 200,
          justifyContent: 'flex-start',
          bgcolor: 'rgba(255,255,255,0.12)',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
          px: 1.5,
          mx: 1,
        }}
      >
        <Box component="span" sx={compact ? visuallyHidden : { flex: 1, textAlign: 'start', fontWeight: 400 }}>
          {translate('spendboard.shell.search.open')}
        </Box>
        {!compact && (
          <Box
            component="kbd"
            aria-hidden
            sx={{ fontFamily: 'inherit', fontSize: 12, opacity: 0.85, border: '1px solid currentColor', borderRadius: 0.5, px: 0.5 }}
          >
            {mac ? '⌘K' : 'Ctrl K'}
          </Box>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} onOpenCompany={switchFlow.request} />
        </Suspense>
      )}
      <SwitchCompanyConfirm flow={switchFlow} />
      <SwitchCompanyFailure flow={switchFlow} />
    </>
  );
};
