import { useQuery } from '@tanstack/react-query';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { getActiveCompanyId } from '../../providers/public/session';

/** The Inbox badge (spec §2): `unread_emails` of the active company's mailbox. */
export function useUnreadEmailCount(): number | undefined {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: familyQueryKeys.mailboxStatistics(),
    queryFn: () => dataProvider.getUnreadEmailCount(),
    enabled: Boolean(getActiveCompanyId()),
    retry: false,
  }).data;
}
