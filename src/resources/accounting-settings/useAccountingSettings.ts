import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountingSettings, AccountingSettingsWrite } from '../../providers/data/methods/accountingSettings';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

const settingsKey = () => companyQueryKey('accounting-settings');

export function useAccountingSettings() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: settingsKey(), queryFn: () => dataProvider.getAccountingSettings() });
}

/** Saves the default accounts and sync options, or the lock date; the cache holds the answer. */
export function useSaveAccountingSettings() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const onSuccess = (saved: AccountingSettings) => queryClient.setQueryData(settingsKey(), saved);
  return {
    defaults: useMutation({ mutationFn: (input: AccountingSettingsWrite) => dataProvider.saveAccountingSettings(input), onSuccess }),
    lockDate: useMutation({ mutationFn: (lockDate: string | null) => dataProvider.setAccountingLockDate(lockDate), onSuccess }),
  };
}
