import type { components } from '../../api/schema';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';

export type NewPasswordRequest = components['schemas']['PasswordResetRequest'];
export type AccountPasswordSet = components['schemas']['AccountPasswordSet'];

/**
 * Public account calls (no sign-in). Failures are react-admin HttpErrors whose
 * `body.errors` maps fields to their first message.
 */

/** Always accepted (202), whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<components['schemas']['MessageResponse']> {
  return unwrap(apiClient.POST('/api/admin/password/forgot', { body: { email } }));
}

export function resetPassword(body: NewPasswordRequest): Promise<AccountPasswordSet> {
  return unwrap(apiClient.POST('/api/admin/password/reset', { body }));
}

export function verifyAdministratorAccount(body: NewPasswordRequest): Promise<AccountPasswordSet> {
  return unwrap(apiClient.POST('/api/admin/administrators/verify', { body }));
}
