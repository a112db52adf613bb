import { useEffect } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslate } from 'react-admin';
import { hasSessionTokens } from '../../providers/public/session';
import { PUBLIC_PATHS } from '../../domain/publicRoutes';
import { LOGIN_PATH, postLoginTarget, REDIRECT_PARAM } from '../../domain/redirect';
import { PublicCard } from '../public/PublicCard';
import { LoginForm } from './LoginForm';
import { SecondFactorForm } from './SecondFactorForm';
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

  return (
    <PublicCard titleKey="spendboard.auth.title" subtitleKey="spendboard.auth.subtitle" documentTitleKey="spendboard.auth.sign_in">
      {signInState.codeStep ? <SecondFactorForm {...signInState} /> : <LoginForm {...signInState} />}
      <Link component={RouterLink} to={PUBLIC_PATHS.resetPassword} variant="body2" sx={{ justifySelf: 'start' }}>
        {translate('spendboard.account.forgot_password')}
      </Link>
    </PublicCard>
  );
};

LoginPage.path = LOGIN_PATH;
