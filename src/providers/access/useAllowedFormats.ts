import { parseAllowedFileFormats } from '../../domain/fileFormats';
import { useCompanyConfig } from './useCompanyConfig';

/** Upload formats of the active company, from its config token (one shared config call). */
export function useAllowedFormats(): { formats: string[]; isPending: boolean } {
  // isLoading: false when there is no active company (the call is not made), true while it runs.
  const { data, isLoading } = useCompanyConfig();
  return { formats: parseAllowedFileFormats(data?.allowed_file_extensions), isPending: isLoading };
}
