import type { components } from './schema';
import { apiClient } from './client';
import { unwrap } from './apiError';
import { NOTIFICATIONS_PAGE_SIZE } from '../domain/layout';

export type Notification = components['schemas']['Notification'];
export type NotificationPage = { notifications: Notification[]; total: number; lastPage: number };

/**
 * A page of the user's notifications, newest first. The bell asks page 1 of the unread ones,
 * 5 per page (spec §7): `sorts[]=created_at:desc&per_page=5&page=1&filters[has][read_at]=0`.
 */
export async function listNotifications({ page = 1, perPage = NOTIFICATIONS_PAGE_SIZE, unreadOnly = false } = {}): Promise<NotificationPage> {
  const body = await unwrap(
    apiClient.GET('/api/admin/notifications', {
      params: {
        query: {
          sorts: ['created_at:desc'],
          per_page: perPage,
          page,
          ...(unreadOnly ? { filters: { has: { read_at: '0' as const } } } : {}),
        },
      },
    }),
  );
  return { notifications: body.data, total: body.meta.total, lastPage: body.meta.last_page };
}

/** `POST notifications/read`: idempotent. */
export async function markNotificationRead(id: number): Promise<Notification> {
  return (await unwrap(apiClient.POST('/api/admin/notifications/read', { body: { id } }))).data;
}

/** The Inbox badge: unread items of the company mailbox. */
export async function loadUnreadEmailCount(): Promise<number> {
  return (await unwrap(apiClient.GET('/api/admin/mailbox/statistics'))).data.unread_emails;
}
