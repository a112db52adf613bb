import type { QueryKey } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';

/** The Inbox badge's and the tabs' counts: every read or classification changes them. */
export const mailboxCountFamilies = (): QueryKey[] => [companyQueryKey('mailbox-statistics'), companyQueryKey('mailbox-counts')];
