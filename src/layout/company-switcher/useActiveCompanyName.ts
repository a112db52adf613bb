import { getActiveCompanyId } from '../../providers/public/session';
import { useCompanies } from './useCompanies';

/** The active company's name once the company list answered; undefined before or without one. */
export function useActiveCompanyName(): string | undefined {
  const activeId = getActiveCompanyId();
  const { data } = useCompanies();
  return data?.find((company) => company.id === activeId)?.name;
}
