import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../domain/layout';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = { notifications: Notification[]; total: number; lastPage: number };
export type NotificationQuery = { page?: number; perPage?: number; unreadOnly?: boolean };

/** Typed dataProvider methods for the notifications area (bell, notifications page, Inbox badge). */
export const notificationsMethods = {
  /**
   * A page of the user's notifications, newest first. The bell asks page 1 of the unread ones,
   * 5 per page (spec §7): `sorts[]=created_at:desc&per_page=5&page=1&filters[has][read_at]=0`.
   */
  async getNotifications({
    page = 1,
    perPage = NOTIFICATIONS_PAGE_SIZE,
    unreadOnly = false,
  }: NotificationQuery = {}): Promise<NotificationPage> {
    const filters = unreadOnly ? { filters: { has: { read_at: '0' as const } } } : {};
    const query = { sorts: ['created_at:desc' as const], per_page: perPage, page, ...filters };
    const body = await unwrap(apiClient.GET('/api/admin/notifications', { params: { query } }));
    return { notifications: body.data, total: body.meta.total, lastPage: body.meta.last_page };
  },

  /** `POST notifications/read`: idempotent. */
  async markNotificationRead(id: number): Promise<Notification> {
    return (await unwrap(apiClient.POST('/api/admin/notifications/read', { body: { id } }))).data;
  },

  /** The Inbox badge: unread items of the company mailbox. */
  async getUnreadEmailCount(): Promise<number> {
    return (await unwrap(apiClient.GET('/api/admin/mailbox/statistics'))).data.unread_emails;
  },
};
