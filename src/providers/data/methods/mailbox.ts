import type { components, MailboxItem } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type MailboxCounts = components['schemas']['MailboxClassificationCounts']['data'];

const byId = (id: number) => ({ params: { path: { id: String(id) } } });

/** Typed dataProvider methods of the mailbox beyond the list and one item. */
export const mailboxMethods = {
  /** `GET mailbox/classifications/counts`: All / Classified / Unclassified and per classification. */
  async mailboxCounts(): Promise<MailboxCounts> {
    return (await unwrap(apiClient.GET('/api/admin/mailbox/classifications/counts'))).data;
  },

  /** `POST mailbox/{id}/read` (read = true) or `DELETE mailbox/{id}/read`. */
  async markMailboxItem(id: number, read: boolean): Promise<MailboxItem> {
    const call = read
      ? apiClient.POST('/api/admin/mailbox/{id}/read', byId(id))
      : apiClient.DELETE('/api/admin/mailbox/{id}/read', byId(id));
    return (await unwrap(call)).data;
  },

  /** `PATCH mailbox/{id}`: a classification of the company, or null to clear it. */
  async classifyMailboxItem(id: number, classificationId: number | null): Promise<MailboxItem> {
    return (await unwrap(apiClient.PATCH('/api/admin/mailbox/{id}', { ...byId(id), body: { classification_id: classificationId } }))).data;
  },

  /** `POST mailbox/classify`: the rules run on every unclassified item. */
  async classifyUnclassifiedMail(): Promise<{ classified: number; unclassified: number }> {
    return (await unwrap(apiClient.POST('/api/admin/mailbox/classify'))).data;
  },

  /** `GET mailbox/{id}/attachments/{attachment_id}`: the file. */
  async mailboxAttachment(id: number, attachmentId: number): Promise<Blob> {
    return (await unwrap(
      apiClient.GET('/api/admin/mailbox/{id}/attachments/{attachment_id}', {
        params: { path: { id: String(id), attachment_id: String(attachmentId) } },
        parseAs: 'blob',
      }),
    )) as Blob;
  },
};
