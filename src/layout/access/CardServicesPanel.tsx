import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { onboardingBlocker, onboardingPanel, type OnboardingAction, type OnboardingBlocker } from '../../domain/cardServices';
import { useActiveCompanyName } from '../company-switcher/useActiveCompanyName';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { useCardServicesState } from '../../providers/access/useCardServicesState';

const OnboardingActionButton = ({ action, onboardingLink }: { action: OnboardingAction; onboardingLink: string | null | undefined }) => {
  const translate = useTranslate();
  const { pages } = useRouteCatalogue();
  const label = translate(action.labelKey);
  if (action.target === 'cards') {
    return (
      <Button variant="contained" component={Link} to={pages.cards}>
        {label}
      </Button>
    );
  }
  // The link is not known until the company's config answered: the button waits for it.
  if (!onboardingLink) return null;
  return (
    <Button variant="contained" href={onboardingLink} target="_blank" rel="noopener noreferrer">
      {label}
    </Button>
  );
};

/** Instead of an action that cannot work: why, and what to do (the administrator or support). */
const BlockerNotice = ({ blocker }: { blocker: OnboardingBlocker }) => {
  const translate = useTranslate();
  const { pages } = useRouteCatalogue();
  const company = useActiveCompanyName() ?? translate('spendboard.card_services.this_company');
  return (
    <Alert
      id="card-services-blocker"
      severity="info"
      sx={{ textAlign: 'start', width: '100%' }}
      action={
        <Button color="inherit" size="small" component={Link} to={pages.support.path}>
          {translate('spendboard.card_services.contact_support')}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>{translate(blocker.reasonKey, { company })}</Typography>
      <Typography variant="body2">{translate(blocker.remedyKey)}</Typography>
    </Alert>
  );
};

/**
 * The card-services onboarding panel (spec §4 Card onboarding status): title, progress and action
 * of the active company's status. `/card-services` shows it, and so does every route that needs
 * card services while they are off or onboarding is incomplete. When its action cannot work (card
 * services not enabled, no onboarding link) it says why and what to do instead.
 */
export const CardServicesPanel = () => {
  const translate = useTranslate();
  const state = useCardServicesState();
  const panel = onboardingPanel(state.status);
  const title = translate(panel.titleKey);
  const blocker = onboardingBlocker({ enabled: state.enabled, onboardingStatus: state.status, onboardingLink: state.onboardingLink });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', justifyItems: 'center' }}>
      <Paper
        component="section"
        aria-labelledby="card-services-title"
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 640, textAlign: 'center' }}
      >
        {state.loaded ? (
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <CreditCardIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
            <Typography id="card-services-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {panel.progress === null ? null : (
              <Box sx={{ width: '100%' }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                  <Typography variant="body2" color="text.secondary" id="card-services-progress">
                    {translate('spendboard.card_services_page.progress')}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${panel.progress}%`}</Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={panel.progress}
                  aria-labelledby="card-services-progress"
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
            )}
            {blocker ? <BlockerNotice blocker={blocker} /> : null}
            {panel.action && !blocker ? <OnboardingActionButton action={panel.action} onboardingLink={state.onboardingLink} /> : null}
            {/* Spec §4 names the action ('Get Started'); while it cannot work the notice above says why. */}
            {panel.action && blocker ? (
              <Button variant="contained" disabled aria-describedby="card-services-blocker">
                {translate(panel.action.labelKey)}
              </Button>
            ) : null}
          </Stack>
        ) : (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{translate('spendboard.card_services_page.loading')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
};
