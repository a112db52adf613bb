import { useEffect } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslate } from 'react-admin';
import { hasSessionTokens } from '../../api/session';
import { PUBLIC_PATHS } from '../../domain/publicRoutes';
import { LOGIN_PATH, postLoginTarget, REDIRECT_PARAM } from '../../domain/redirect';
import { IdleSignOutNotice } from '../../layout/access/IdleSignOutNotice';
import { LoginForm } from './LoginForm';
import { useSignIn } from './useSignIn';

/** `/login`: e-mail and password (OAuth password grant), then back to where the user was going. */
export const LoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signInState = useSignIn();

  useEffect(() => {
    // Already signed in (a bookmarked /login): no need to ask again.
    if (hasSessionTokens()) navigate(postLoginTarget(searchParams.get(REDIRECT_PARAM)), { replace: true });
  }, [navigate, searchParams]);

  useEffect(() => {
    document.title = `${translate('spendboard.auth.sign_in')} · ${translate('spendboard.app_name')}`;
  }, [translate]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 3 }}>
          <Box>
            <Typography component="p" variant="h5" color="primary" fontWeight={700}>
              {translate('spendboard.app_name')}
            </Typography>
            <Typography component="h1" variant="h6" sx={{ mt: 2 }}>
              {translate('spendboard.auth.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('spendboard.auth.subtitle')}
            </Typography>
          </Box>
          <IdleSignOutNotice />
          <LoginForm {...signInState} />
          <Link component={RouterLink} to={PUBLIC_PATHS.resetPassword} variant="body2" sx={{ justifySelf: 'start' }}>
            {translate('spendboard.account.forgot_password')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
};

LoginPage.path = LOGIN_PATH;
