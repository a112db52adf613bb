import type { QueryKey } from '@tanstack/react-query';
import { familyQueryKeys } from '../../providers/data/queryKeys';

/** The Inbox badge's and the tabs' counts: every read or classification changes them. */
export const mailboxCountFamilies = (): QueryKey[] => [familyQueryKeys.mailboxStatistics(), familyQueryKeys.mailboxCounts()];
