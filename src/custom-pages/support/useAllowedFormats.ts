import { useQuery } from '@tanstack/react-query';
import { loadCompanyConfig } from '../../api/companyConfig';
import { getActiveCompanyId } from '../../api/session';
import { parseAllowedFileFormats } from '../../domain/fileFormats';
import { companyConfigQueryKey } from '../../providers/access/useCardServicesState';

/** Upload formats of the active company, from its config token (one shared config call). */
export function useAllowedFormats(): { formats: string[]; isPending: boolean } {
  const companyId = getActiveCompanyId();
  const { data, isPending } = useQuery({
    queryKey: companyConfigQueryKey(companyId),
    queryFn: loadCompanyConfig,
    enabled: Boolean(companyId),
    staleTime: Infinity,
    retry: false,
  });
  return { formats: parseAllowedFileFormats(data?.allowed_file_extensions), isPending: Boolean(companyId) && isPending };
}
