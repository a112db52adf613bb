import type { PasswordChangeRequest, PasswordResetRequest } from '../../../src/api/schema.d.ts';
import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import { PASSWORD_PROBLEM_TEXT, passwordProblems } from '../../../src/domain/passwords.ts';
import { rejectInvalid, type FieldErrors } from '../http/errors.ts';
import { issueAccountToken, liveAccountToken, publicState, type AccountTokenKind } from '../public/publicState.ts';
import { acceptInvitations } from './accountInvitations.ts';
import type { AccountActor, Visitor } from './actor.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const ACCOUNT_LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';

/** The new password's problems (too short, not confirmed…), by field, in the API's words. */
function newPasswordErrors(body: { password: string; password_confirmation: string }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problems] of Object.entries(passwordProblems(body))) {
    errors[field] = problems.map((problem) => PASSWORD_PROBLEM_TEXT[problem]);
  }
  return errors;
}

/** `POST me/password`: the account's own new password (422 naming the fields); its other sessions sign out, this one goes on. */
export function changeOwnPassword(actor: AccountActor, body: PasswordChangeRequest): void {
  const { user, tokens } = actor;
  const errors: FieldErrors = {};
  if (body.current_password !== user.password) errors.current_password = [WRONG_CURRENT_PASSWORD];
  rejectInvalid({ ...errors, ...newPasswordErrors(body) });
  user.password = body.password;
  tokens.revokeUserExceptSession(user.id, actor.accessToken);
}

/** `POST password/forgot`: a reset link is mailed (in `language`) when the address is an account's; nothing is said either way. */
export function sendPasswordReset({ store }: Visitor, email: string, language: ApiLanguage): void {
  const { db } = store;
  const address = email.trim().toLowerCase();
  const user = db.users.find((row) => row.email.toLowerCase() === address);
  if (user) issueAccountToken(publicState(db), 'password_reset', user, store.now(), language);
}

/**
 * Sets the password of the account a live link of `kind` was mailed to (422 with nothing changed otherwise),
 * uses up the link and signs the account out everywhere; its e-mail.
 */
function setPasswordWithLink(visitor: Visitor, kind: AccountTokenKind, body: PasswordResetRequest): string {
  const { store, tokens } = visitor;
  const { db } = store;
  const now = store.now();
  const errors: FieldErrors = {};
  const token = liveAccountToken(publicState(db), kind, body.token, now);
  const user = token && db.users.find((row) => row.id === token.user_id);
  if (!user) errors.token = [ACCOUNT_LINK_INVALID];
  rejectInvalid({ ...errors, ...newPasswordErrors(body) });
  user!.password = body.password;
  token!.used_at = now.toISOString();
  // Whoever held a session with the old password is signed out everywhere.
  tokens.revokeUser(user!.id);
  return user!.email;
}

/** `POST password/reset`: a new password by the mailed reset link; the account's e-mail. */
export function resetPassword(visitor: Visitor, body: PasswordResetRequest): string {
  return setPasswordWithLink(visitor, 'password_reset', body);
}

/** `POST administrators/verify`: an invited account's first password by its link; its invited people become active. */
export function verifyInvitedAccount(visitor: Visitor, body: PasswordResetRequest): string {
  const email = setPasswordWithLink(visitor, 'administrator_invitation', body);
  const { db } = visitor.store;
  acceptInvitations(
    db,
    db.users.find((user) => user.email === email)!,
  );
  return email;
}
