import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCardServicesState } from '../../providers/access/useCardServicesState';
import { ExpenseDrawer } from '../../resources/shared/expenses';
import { CardServicesPanel } from '../../layout/access/CardServicesPanel';
import { DashboardCharts } from './DashboardCharts';
import { DashboardExpenses } from './DashboardExpenses';
import { DashboardFigures } from './DashboardFigures';
import { useDashboardSummary } from './useDashboardSummary';

/** While card services are off or their onboarding is not completed: the card-services panel of `/card-services`. */
const CardServicesState = () => {
  const state = useCardServicesState();
  if (!state.loaded || (state.enabled && state.status === 'completed')) return null;
  return <CardServicesPanel />;
};

/**
 * `/`: the active company at a glance — its balance, this month's spend against last month's,
 * pending approvals, missing receipts, active cards, spend per month and by category, what waits on
 * the user and the latest expenses. Every figure comes from one call (`GET dashboard`), shows only
 * when the user may read it, and links to the list that explains it; an expense opens in the drawer.
 */
const DashboardPage = () => {
  const translate = useTranslate();
  const query = useDashboardSummary();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('spendboard.dashboard.title')} />
      <CardServicesState />
      {query.isPending ? (
        <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{translate('spendboard.dashboard.loading')}</Typography>
        </Stack>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {translate('spendboard.errors.retry')}
            </Button>
          }
        >
          {translate('spendboard.dashboard.failed')}
        </Alert>
      ) : (
        <>
          <DashboardFigures summary={query.data} />
          {query.data.spend && (
            <Typography variant="body2" color="text.secondary">
              {translate('spendboard.dashboard.currencies')}
            </Typography>
          )}
          <DashboardCharts summary={query.data} />
          <DashboardExpenses summary={query.data} />
        </>
      )}
      <ExpenseDrawer />
    </Box>
  );
};

export default DashboardPage;
