import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { complianceQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { ComplianceFlagFilters, ComplianceRuleWrite } from '../../providers/data/methods/compliance';

const { rules: rulesKey, flags: flagsKey, scores: scoresKey } = complianceQueryKeys;

export type FlagQuery = { page: number; perPage: number; sort: 'risk' | 'day'; filters: ComplianceFlagFilters };

export function useComplianceRules() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: rulesKey(), queryFn: () => dataProvider.getComplianceRules() });
}

export function useComplianceFlags(query: FlagQuery) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: flagsKey(query), queryFn: () => dataProvider.getComplianceFlags(query), placeholderData: keepPreviousData });
}

export function useComplianceScores() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: scoresKey(), queryFn: () => dataProvider.getComplianceScores() });
}

/** A rule's or a flag's change: the flags, the scores and the rules are marked stale (those on screen are read again). */
function useComplianceChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: rulesKey() });
    await queryClient.invalidateQueries({ queryKey: flagsKey() });
    await queryClient.invalidateQueries({ queryKey: scoresKey() });
  };
}

export function useSimulateRule() {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ComplianceRuleWrite }) => dataProvider.simulateComplianceRule(id, body),
  });
}

export function useSaveRule() {
  const dataProvider = useAppDataProvider();
  const changed = useComplianceChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ComplianceRuleWrite }) => dataProvider.updateComplianceRule(id, body),
    onSuccess: changed,
  });
}

export function useDecideFlag() {
  const dataProvider = useAppDataProvider();
  const changed = useComplianceChanged();
  return useMutation({
    mutationFn: ({ id, action, text }: { id: number; action: 'resolve' | 'dismiss'; text: string }) =>
      dataProvider.decideComplianceFlag(id, action, text),
    onSuccess: changed,
  });
}
