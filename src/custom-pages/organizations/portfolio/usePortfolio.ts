import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accountQueryKey } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import type { ApprovalDecisionItem, ApprovalInboxFilters, PortfolioTeamFilters } from '../../../providers/data/methods/portfolio';
import { PORTFOLIO_KEY, usePortfolioQuery } from '../../../layout/company/usePortfolioQuery';

/** The portfolio (every company of the account), the company switcher's cache as well. */
export const usePortfolio = usePortfolioQuery;

export function usePortfolioTeam(query: { page: number; perPage: number; search: string; filters: PortfolioTeamFilters }) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: accountQueryKey(PORTFOLIO_KEY, 'team', query),
    queryFn: () => dataProvider.getPortfolioTeam(query),
    placeholderData: (previous) => previous,
  });
}

export function useApprovalInbox(query: { page: number; perPage: number; filters: ApprovalInboxFilters }) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: accountQueryKey(PORTFOLIO_KEY, 'approvals', query),
    queryFn: () => dataProvider.getApprovalInbox(query),
    placeholderData: (previous) => previous,
  });
}

/** Decides items of any of the account's companies in one call; the inbox, its counts and the cards follow. */
export function useDecideApprovals() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: ApprovalDecisionItem[]) => dataProvider.decideApprovals(items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey(PORTFOLIO_KEY) }),
  });
}

/** The ids of the `highlighted[]` query (spec §2): highlighted and scrolled into view. */
export function useHighlighted(): ReadonlySet<string> {
  const [params] = useSearchParams();
  return new Set([...params.getAll('highlighted[]'), ...params.getAll('highlighted')]);
}

/** The key of an inbox item across companies (its id alone repeats between companies and kinds). */
export const itemKey = (item: { company_id: string; type: string; id: number }) => `${item.company_id}:${item.type}:${item.id}`;
