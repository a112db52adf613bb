import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettingsSection } from '../../domain/companySettings';
import { useReloadCompanyConfig } from '../../providers/access/useCompanyConfig';
import type { CompanySettingsWrites } from '../../providers/data/methods/companySettings';
import { accountQueryKey, companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

const sectionKey = (section: CompanySettingsSection) => companyQueryKey('company-settings', section);

/** Sections the config token carries (§3): saving one reloads the config, so the app follows at once. */
const IN_CONFIG: ReadonlySet<CompanySettingsSection> = new Set(['card_currency', 'card_type', 'dark_mode', 'support']);

export function useCompanySettingsSection<S extends CompanySettingsSection>(section: S) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: sectionKey(section), queryFn: () => dataProvider.getCompanySettings(section) });
}

/** Saves a section; the cache holds the saved values, and what else shows them is reloaded. */
export function useSaveCompanySettings<S extends CompanySettingsSection>(section: S) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const reloadConfig = useReloadCompanyConfig();
  return useMutation({
    mutationFn: (input: CompanySettingsWrites[S]) => dataProvider.saveCompanySettings(section, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(sectionKey(section), saved);
      if (IN_CONFIG.has(section)) await reloadConfig();
      // The company's name shows in the company switcher and the profile.
      if (section === 'company_information') {
        await queryClient.invalidateQueries({ queryKey: accountQueryKey('companies') });
        await queryClient.invalidateQueries({ queryKey: companyQueryKey('me') });
      }
    },
  });
}
