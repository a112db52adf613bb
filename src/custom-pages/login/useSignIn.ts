import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { postLoginTarget, REDIRECT_PARAM } from '../../domain/redirect';
import { loadAuthProvider } from '../../providers/public/signIn';
import { rememberAccount } from './savedAccount';

/** Same key as the API client's generic error; the client itself loads later. */
const GENERIC_ERROR_MESSAGE = 'ra.notification.http_error';

/** The password step's answer for an account with two-step verification (src/api/tokens.ts `SecondFactorRequired`). */
function mfaTokenOf(reason: unknown): string | undefined {
  const candidate = reason as { name?: unknown; mfaToken?: unknown } | null;
  return candidate?.name === 'SecondFactorRequired' && typeof candidate.mfaToken === 'string' ? candidate.mfaToken : undefined;
}

export interface SignInState {
  pending: boolean;
  /** A translation key or the API's own message. */
  error?: string;
  /** Set once the password was right and the account asks for a code: the form shows the code step. */
  codeStep: boolean;
  /** `remember`: keep the e-mail for the next visit (savedAccount), or forget it. */
  signIn(email: string, password: string, remember?: boolean): Promise<void>;
  /** The code step: a 6-digit code or a recovery code. */
  submitCode(code: string): Promise<void>;
  /** Back to the password step. */
  restart(): void;
}

/** Sign in, then go to `redirectTo` when it is a safe same-origin path, else home (or to enrolment when the firm requires it). */
export function useSignIn(): SignInState {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [challenge, setChallenge] = useState<{ mfaToken: string; email: string; remember: boolean }>();

  useEffect(() => {
    void loadAuthProvider();
  }, []);

  async function finish(
    params: { username: string; password: string } | { mfaToken: string; code: string },
    email: string,
    remember: boolean,
  ) {
    setPending(true);
    setError(undefined);
    try {
      const authProvider = await loadAuthProvider();
      const answer = (await authProvider.login(params)) as { redirectTo?: string } | undefined;
      rememberAccount(email, remember);
      navigate(answer?.redirectTo ?? postLoginTarget(searchParams.get(REDIRECT_PARAM)), { replace: true });
    } catch (reason) {
      const mfaToken = mfaTokenOf(reason);
      if (mfaToken) setChallenge({ mfaToken, email, remember });
      else setError(reason instanceof Error && reason.message ? reason.message : GENERIC_ERROR_MESSAGE);
      setPending(false);
    }
  }

  return {
    pending,
    error,
    codeStep: Boolean(challenge),
    signIn: (email, password, remember = false) => finish({ username: email, password }, email, remember),
    submitCode: async (code) => {
      if (challenge) await finish({ mfaToken: challenge.mfaToken, code }, challenge.email, challenge.remember);
    },
    restart: () => {
      setChallenge(undefined);
      setError(undefined);
    },
  };
}
