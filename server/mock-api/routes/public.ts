import type { PasswordForgotRequest, PasswordResetRequest } from '../../../src/api/schema.d.ts';
import { resetPassword, sendPasswordReset, verifyInvitedAccount } from '../actions/passwords.ts';
import { visitorOf } from '../auth/actor.ts';
import { requestLanguage } from '../http/language.ts';
import { translateMessage } from '../http/translateMessage.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const FORGOT_ANSWER = 'If the address belongs to an account, a link to reset its password is on its way.';

/** Public account flows: forgotten password, reset with a token, invited administrator verification. */
export const registerPublicRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/password/forgot', (req, res) => {
    // The mail is in the language of the page that asked for it (the account's owner asks for his own reset).
    sendPasswordReset(visitorOf(req), (req.body as PasswordForgotRequest).email, requestLanguage(req));
    res.status(202).json({ message: translateMessage(FORGOT_ANSWER, requestLanguage(req)) });
  });

  router.post('/api/admin/password/reset', (req, res) => {
    const email = resetPassword(visitorOf(req), req.body as PasswordResetRequest);
    res.json({ message: translateMessage('Your password has been reset. You can sign in now.', requestLanguage(req)), data: { email } });
  });

  router.post('/api/admin/administrators/verify', (req, res) => {
    const email = verifyInvitedAccount(visitorOf(req), req.body as PasswordResetRequest);
    res.json({ message: translateMessage('Your account is verified. You can sign in now.', requestLanguage(req)), data: { email } });
  });
};
