import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationImportKind } from '../../domain/contractLists';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

export const connectionKey = () => familyQueryKeys.integration('connection');
export const mappingsKey = () => familyQueryKeys.integration('category-mappings');

/** The active company's accounting connection. */
export function useIntegrationConnection() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: connectionKey(), queryFn: () => dataProvider.getIntegration() });
}

/** Every category with its GL account, the unmapped first, and the unmapped count. */
export function useCategoryMappings() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: mappingsKey(), queryFn: () => dataProvider.getCategoryMappings() });
}

/**
 * An import from the connected system. What it changed (GL accounts, tax rates, counterparts) is
 * read again by the lists that show it, and the connection's last import time with it.
 */
export function useIntegrationImport() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: IntegrationImportKind) => dataProvider.importFromIntegration(kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryKeys.integration() }),
  });
}
