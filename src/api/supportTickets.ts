import type { components } from './schema';
import { apiClient } from './client';
import { unwrap } from './apiError';

export type SupportTicket = components['schemas']['SupportTicket'];
export type SupportTicketInput = {
  category: components['schemas']['SupportCategory'];
  file_type: components['schemas']['SupportFileType'];
  message: string;
  attachment?: File | null;
};

/** `POST support-tickets` as multipart form data (the attachment is a file part). */
export async function createSupportTicket(input: SupportTicketInput): Promise<SupportTicket> {
  const form = new FormData();
  form.append('category', input.category);
  form.append('file_type', input.file_type);
  form.append('message', input.message);
  if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
  const body = await unwrap(
    apiClient.POST('/api/admin/support-tickets', {
      body: { category: input.category, file_type: input.file_type, message: input.message },
      bodySerializer: () => form,
    }),
  );
  return body.data;
}
