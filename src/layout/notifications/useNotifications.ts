import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotificationRead } from '../../api/notifications';
import { getActiveCompanyId } from '../../api/session';
import { NOTIFICATIONS_PAGE_SIZE } from '../../domain/layout';

const NOTIFICATIONS_KEY = ['spendboard', 'notifications'] as const;

/** The bell: the 5 newest unread notifications and the unread total (spec §7). */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, getActiveCompanyId() ?? null, 'unread'],
    queryFn: () => listNotifications({ unreadOnly: true }),
    retry: false,
  });
}

/** One page of the notifications page, read and unread. */
export function useNotificationsPage(page: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, getActiveCompanyId() ?? null, 'page', page, unreadOnly],
    queryFn: () => listNotifications({ page, perPage: NOTIFICATIONS_PAGE_SIZE * 2, unreadOnly }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** Marks one notification read, then refreshes the bell and the page. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
