import { useQuery } from '@tanstack/react-query';
import { loadUnreadEmailCount } from '../../api/notifications';
import { getActiveCompanyId } from '../../api/session';

/** The Inbox badge (spec §2): `unread_emails` of the active company's mailbox. */
export function useUnreadEmailCount(): number | undefined {
  const companyId = getActiveCompanyId();
  return useQuery({
    queryKey: ['spendboard', 'mailbox-statistics', companyId ?? null],
    queryFn: loadUnreadEmailCount,
    enabled: Boolean(companyId),
    retry: false,
  }).data;
}
