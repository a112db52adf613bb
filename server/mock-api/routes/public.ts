import type { Request } from 'express';
import type { PasswordForgotRequest, PasswordResetRequest } from '../../../src/api/schema.d.ts';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '../../../src/domain/passwords.ts';
import { mockContext } from '../context.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { translateMessage } from '../http/translateMessage.ts';
import { issueAccountToken, liveAccountToken, publicState, type AccountTokenKind } from '../public/publicState.ts';
import { acceptInvitations } from '../actions/accountInvitations.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const FORGOT_ANSWER = 'If the address belongs to an account, a link to reset its password is on its way.';
const TOKEN_INVALID = 'This link is invalid or has expired. Ask for a new one.';

/** Public account flows: forgotten password, reset with a token, invited administrator verification. */
export const registerPublicRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/password/forgot', (req, res) => {
    const { db } = mockContext(req).store;
    const email = (req.body as PasswordForgotRequest).email.trim().toLowerCase();
    const user = db.users.find((row) => row.email.toLowerCase() === email);
    // The mail is in the language of the page that asked for it (the account's owner asks for his own reset).
    if (user) issueAccountToken(publicState(db), 'password_reset', user, new Date(), requestLanguage(req));
    res.status(202).json({ message: translateMessage(FORGOT_ANSWER, requestLanguage(req)) });
  });

  router.post('/api/admin/password/reset', (req, res) => {
    const email = setPasswordWithToken(req, 'password_reset');
    res.json({ message: translateMessage('Your password has been reset. You can sign in now.', requestLanguage(req)), data: { email } });
  });

  router.post('/api/admin/administrators/verify', (req, res) => {
    const email = setPasswordWithToken(req, 'administrator_invitation');
    const { db } = mockContext(req).store;
    acceptInvitations(
      db,
      db.users.find((user) => user.email === email)!,
    );
    res.json({ message: translateMessage('Your account is verified. You can sign in now.', requestLanguage(req)), data: { email } });
  });
};

/** Checks everything first (422, nothing changed), then sets the password and uses up the token. */
function setPasswordWithToken(req: Request, kind: AccountTokenKind): string {
  const { db } = mockContext(req).store;
  const state = publicState(db);
  const body = req.body as PasswordResetRequest;
  const errors: FieldErrors = {};
  const token = liveAccountToken(state, kind, body.token);
  const user = token && db.users.find((row) => row.id === token.user_id);
  if (!user) errors.token = [TOKEN_INVALID];
  for (const [field, problems] of Object.entries(passwordProblems(body))) {
    errors[field] = problems.map((problem) => PASSWORD_PROBLEM_TEXT[problem]);
  }
  if (!user || !token || Object.keys(errors).length > 0) throw validationFailed(errors);
  user.password = body.password;
  token.used_at = new Date().toISOString();
  // Whoever held a session with the old password is signed out everywhere.
  mockContext(req).tokens.revokeUser(user.id);
  return user.email;
}
