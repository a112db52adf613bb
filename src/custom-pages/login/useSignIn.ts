import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { postLoginTarget, REDIRECT_PARAM } from '../../domain/redirect';
import { loadAuthProvider } from '../../providers/public/signIn';
import { rememberAccount } from './savedAccount';

/** Same key as the API client's generic error; the client itself loads later. */
const GENERIC_ERROR_MESSAGE = 'ra.notification.http_error';

export interface SignInState {
  pending: boolean;
  /** A translation key or the API's own message. */
  error?: string;
  /** `remember`: keep the e-mail for the next visit (savedAccount), or forget it. */
  signIn(email: string, password: string, remember?: boolean): Promise<void>;
}

/** Sign in, then go to `redirectTo` when it is a safe same-origin path, else home. */
export function useSignIn(): SignInState {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    void loadAuthProvider();
  }, []);

  async function signIn(email: string, password: string, remember = false) {
    setPending(true);
    setError(undefined);
    try {
      const authProvider = await loadAuthProvider();
      await authProvider.login({ username: email, password });
      rememberAccount(email, remember);
      navigate(postLoginTarget(searchParams.get(REDIRECT_PARAM)), { replace: true });
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : GENERIC_ERROR_MESSAGE);
      setPending(false);
    }
  }

  return { pending, error, signIn };
}
