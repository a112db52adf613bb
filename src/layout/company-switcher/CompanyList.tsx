import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, List, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { companyListState, filterCompanies, type CompanyView } from '../../domain/companies';
import { getActiveCompanyId } from '../../providers/public/session';
import { CompanyListItem } from './CompanyListItem';
import { useCompanies } from './useCompanies';
import { useCompanyDecorations } from './useCompanyDecorations';
import { useCompanyPreferences } from './useCompanyPreferences';

const STATE_TEXT = {
  loading: 'spendboard.companies.loading',
  error: 'spendboard.companies.failed',
  no_favourites: 'spendboard.companies.no_favourites',
  no_companies: 'spendboard.companies.none',
} as const;

/**
 * The user's companies with the All/Favourite toggle and 'Search company...' filter; used by
 * the switcher drawer and the /organizations Companies tab.
 */
export const CompanyList = ({ onSwitch }: { onSwitch: (companyId: string) => void }) => {
  const translate = useTranslate();
  const [view, setView] = useState<CompanyView>('all');
  const [query, setQuery] = useState('');
  const companies = useCompanies();
  const { decorations, isPending: decorationsPending } = useCompanyDecorations();
  const { favoriteIds, defaultId, toggleFavorite, toggleDefault } = useCompanyPreferences();
  const activeId = getActiveCompanyId();
  const shown = filterCompanies(companies.data ?? [], { query, view, favoriteIds });
  const state = companyListState({ isLoading: companies.isPending, isError: companies.isError, view, shownCount: shown.length });

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: CompanyView | null) => next && setView(next)}
        aria-label={translate('spendboard.companies.view')}
      >
        <ToggleButton value="all">{translate('spendboard.companies.all')}</ToggleButton>
        <ToggleButton value="favourite">{translate('spendboard.companies.favourite')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        type="search"
        placeholder={translate('spendboard.companies.search')}
        slotProps={{ htmlInput: { 'aria-label': translate('spendboard.companies.search') } }}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {state === 'list' ? (
        <List disablePadding aria-label={translate('spendboard.companies.title')}>
          {shown.map((company) => (
            <CompanyListItem
              key={company.id}
              company={company}
              decoration={decorations.get(company.id)}
              decorationPending={decorationsPending}
              isActive={company.id === activeId}
              isFavorite={favoriteIds.includes(company.id)}
              isDefault={company.id === defaultId}
              onToggleFavorite={toggleFavorite}
              onToggleDefault={toggleDefault}
              onSwitch={onSwitch}
            />
          ))}
        </List>
      ) : state === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void companies.refetch()}>
              {translate('spendboard.companies.retry')}
            </Button>
          }
        >
          {translate(STATE_TEXT.error)}
        </Alert>
      ) : (
        <Box role="status" sx={{ py: 4, display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center' }}>
          {state === 'loading' ? <CircularProgress size={20} aria-hidden /> : null}
          <Typography color="text.secondary">{translate(STATE_TEXT[state])}</Typography>
        </Box>
      )}
    </Stack>
  );
};
