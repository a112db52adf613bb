import type { FirmSecuritySetting } from '../../../src/api/schema.d.ts';
import { acceptSecondFactor, isValidTotpCode, newRecoveryCodes, newTotpSecret, otpauthUri } from '../auth/totp.ts';
import { forbidden, rejectInvalid, type FieldErrors } from '../http/errors.ts';
import type { AccountActor, Actor } from './actor.ts';

export const WRONG_TWO_FACTOR_CODE = 'The code is not correct. Enter the current 6-digit code from your authenticator app.';
export const NO_ENROLMENT_STARTED = 'Start the set-up again: no authenticator app is being added.';
export const ALREADY_ENABLED = 'Two-step verification is already on.';
export const NOT_ENABLED = 'Two-step verification is not on.';
export const WRONG_PASSWORD = 'The password is not correct.';
export const REQUIRE_TWO_FACTOR_NOT_BOOLEAN = 'Choose on or off.';
export const SET_UP_YOURS_FIRST = 'Set up two-step verification for yourself first: requiring it now would lock you out.';

// The codes are checked on the real clock, not the sandbox's: the authenticator app on the phone runs on real time.

/** `POST me/two-factor/enrolment`: a new secret waits for its first code (422 when two-step verification is already on). */
export function startTwoFactorEnrolment({ user }: AccountActor): { secret: string; otpauth_uri: string } {
  if (user.two_factor) rejectInvalid({ code: [ALREADY_ENABLED] });
  const secret = newTotpSecret();
  user.pending_two_factor_secret = secret;
  return { secret, otpauth_uri: otpauthUri(secret, user.email) };
}

/** `POST me/two-factor/confirm`: the waiting secret's current code turns two-step verification on; the new recovery codes. */
export function confirmTwoFactor({ user }: AccountActor, code: string): string[] {
  const secret = user.pending_two_factor_secret;
  if (user.two_factor) rejectInvalid({ code: [ALREADY_ENABLED] });
  if (!secret) rejectInvalid({ code: [NO_ENROLMENT_STARTED] });
  if (!isValidTotpCode(secret!, code)) rejectInvalid({ code: [WRONG_TWO_FACTOR_CODE] });
  const recoveryCodes = newRecoveryCodes();
  user.two_factor = { secret: secret!, recovery_codes: [...recoveryCodes] };
  user.pending_two_factor_secret = null;
  return recoveryCodes;
}

/** `POST me/two-factor/disable`: the password and a code (or a recovery code, used up) turn it off; 422 naming the fields otherwise. */
export function disableTwoFactor({ user }: AccountActor, input: { password: unknown; code: string }): void {
  const errors: FieldErrors = {};
  if (input.password !== user.password) errors.password = [WRONG_PASSWORD];
  if (!user.two_factor) errors.code = [NOT_ENABLED];
  // The code is checked (and a recovery code used up) only once the password is right.
  else if (!errors.password && !acceptSecondFactor(user.two_factor, input.code)) errors.code = [WRONG_TWO_FACTOR_CODE];
  rejectInvalid(errors);
  user.two_factor = null;
  user.pending_two_factor_secret = null;
}

/**
 * `PUT firm/security-settings`: whether the firm's administrators must use two-step verification. Only a firm
 * admin sets it (403), to a boolean (422), and not on before setting up his own (422: it would lock him out).
 */
export function setFirmSecurity({ db, user }: Actor, value: unknown): FirmSecuritySetting {
  if (user.user_type !== 'firm_admin') throw forbidden();
  if (typeof value !== 'boolean') rejectInvalid({ require_two_factor_for_administrators: [REQUIRE_TWO_FACTOR_NOT_BOOLEAN] });
  if (value === true && !user.two_factor) rejectInvalid({ require_two_factor_for_administrators: [SET_UP_YOURS_FIRST] });
  db.firmSecurity.require_two_factor_for_administrators = value as boolean;
  return { ...db.firmSecurity };
}
