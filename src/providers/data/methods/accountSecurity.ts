import type { AccountSession, FirmSecuritySetting, RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type { AccountSession, FirmSecuritySetting, TwoFactorEnrolment, TwoFactorStatus };

/** Typed dataProvider methods for the signed-in user's two-step verification and sessions (issue 35 item 8). */
export const accountSecurityMethods = {
  /** `GET me/two-factor`. */
  async getTwoFactor(): Promise<TwoFactorStatus> {
    return (await unwrap(apiClient.GET('/api/admin/me/two-factor'))).data;
  },

  /** `POST me/two-factor/enrolment`: a new secret and its otpauth:// URI, not active until confirmed. */
  async startTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
    return (await unwrap(apiClient.POST('/api/admin/me/two-factor/enrolment'))).data;
  },

  /** `POST me/two-factor/confirm`: on with a right code (422 on `code` otherwise); the ten recovery codes, once. */
  async confirmTwoFactor(code: string): Promise<RecoveryCodes['recovery_codes']> {
    return (await unwrap(apiClient.POST('/api/admin/me/two-factor/confirm', { body: { code } }))).data.recovery_codes;
  },

  /** `POST me/two-factor/disable` with the password and a code (422 on either field). */
  async disableTwoFactor(input: { password: string; code: string }): Promise<void> {
    await unwrap(apiClient.POST('/api/admin/me/two-factor/disable', { body: input }));
  },

  /** `GET me/sessions`: the user's live sessions, this one marked `current`. */
  async listMySessions(): Promise<AccountSession[]> {
    return (await unwrap(apiClient.GET('/api/admin/me/sessions'))).data;
  },

  /** `DELETE me/sessions/{id}`. */
  async signOutMySession(id: number): Promise<void> {
    await unwrap(apiClient.DELETE('/api/admin/me/sessions/{id}', { params: { path: { id } } }));
  },

  /** `POST me/sessions/sign-out-others`: how many were signed out. */
  async signOutMyOtherSessions(): Promise<number> {
    return (await unwrap(apiClient.POST('/api/admin/me/sessions/sign-out-others'))).data.signed_out;
  },

  /** `GET firm/security-settings` (X-Tenant: the active company). */
  async getFirmSecurity(): Promise<FirmSecuritySetting> {
    return (await unwrap(apiClient.GET('/api/admin/firm/security-settings'))).data;
  },

  /** `PUT firm/security-settings` (firm administrators only). */
  async updateFirmSecurity(input: FirmSecuritySetting): Promise<FirmSecuritySetting> {
    return (await unwrap(apiClient.PUT('/api/admin/firm/security-settings', { body: input }))).data;
  },
};
