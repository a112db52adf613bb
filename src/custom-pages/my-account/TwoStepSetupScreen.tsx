import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { forgetSession } from '../../providers/session';
import { sessionQueryKey } from '../../providers/session/sessionBootstrap';
import { useSignOut } from '../../providers/session/useSignOut';
import { TwoFactorCard } from './TwoFactorCard';

const T = 'spendboard.account_security.setup_screen';

/**
 * What an administrator sees, on any page, while the firm requires a second factor they have not set up (the API
 * answers nothing else meanwhile): the set-up itself and a way out. Once the recovery codes are saved, the session
 * starts again and the page they asked for opens.
 */
const TwoStepSetupScreen = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const continueToApp = () => {
    forgetSession();
    void queryClient.resetQueries({ queryKey: sessionQueryKey });
  };
  return (
    <Box component="main" id="main-content" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate(`${T}.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.why`)}</Typography>
      <TwoFactorCard onRecoveryCodesSaved={continueToApp} />
      <Stack direction="row">
        <Button onClick={() => void signOut()}>{translate(`${T}.log_out`)}</Button>
      </Stack>
    </Box>
  );
};

export default TwoStepSetupScreen;
