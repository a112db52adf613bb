import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '../../domain/layout';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

const NOTIFICATIONS = 'notifications';

/** The bell: the 5 newest unread notifications and the unread total (spec §7). */
export function useUnreadNotifications() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: companyQueryKey(NOTIFICATIONS, 'unread'),
    queryFn: () => dataProvider.getNotifications({ unreadOnly: true }),
    retry: false,
  });
}

/** One page of the notifications page, read and unread. */
export function useNotificationsPage(page: number, unreadOnly: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: companyQueryKey(NOTIFICATIONS, 'page', page, unreadOnly),
    queryFn: () => dataProvider.getNotifications({ page, perPage: NOTIFICATIONS_PAGE_SIZE * 2, unreadOnly }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/** Marks one notification read, then refreshes the bell and the page. */
export function useMarkNotificationRead() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataProvider.markNotificationRead(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyQueryKey(NOTIFICATIONS) }),
  });
}
