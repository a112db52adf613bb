import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { loadAccountProfile, loadCurrentUser, type CurrentUser } from '../../session/currentUser';

export type SupportTicket = components['schemas']['SupportTicket'];
export type PasswordChange = components['schemas']['PasswordChangeRequest'];
export type SupportTicketInput = {
  category: components['schemas']['SupportCategory'];
  file_type: components['schemas']['SupportFileType'];
  message: string;
  attachment?: File | null;
};

/** Typed dataProvider methods for the signed-in account (my account, support). */
export const accountMethods = {
  /** `GET me` with its country, loaded once per session and shared with identity and permissions. */
  getCurrentUser(): Promise<CurrentUser> {
    return loadCurrentUser();
  },

  /** `GET me` with company, company address and country (spec §3's variant), for /my-account. */
  getAccountProfile(): Promise<CurrentUser> {
    return loadAccountProfile();
  },

  /** `POST me/password`: the signed-in user's new password; every other session of the account is signed out (204). */
  async changePassword(input: PasswordChange): Promise<void> {
    await unwrap(apiClient.POST('/api/admin/me/password', { body: input }));
  },

  /** `POST support-tickets` as multipart form data (the attachment is a file part). */
  async createSupportTicket(input: SupportTicketInput): Promise<SupportTicket> {
    const form = new FormData();
    form.append('category', input.category);
    form.append('file_type', input.file_type);
    form.append('message', input.message);
    if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
    const { category, file_type, message } = input;
    const body = await unwrap(
      apiClient.POST('/api/admin/support-tickets', { body: { category, file_type, message }, bodySerializer: () => form }),
    );
    return body.data;
  },
};
