import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { showsCompanySelector } from '../../domain/companySession';
import type { CompanyDecorationData } from '../company/CompanyDecoration';
import { usePortfolioQuery } from '../company/usePortfolioQuery';

/**
 * Each company's decoration (§3: status, the user's roles, plan), from My Portfolio's own query (the
 * same cache), so both show the same. A tenant_specific account makes no cross-company call.
 */
export function useCompanyDecorations(): { decorations: ReadonlyMap<string, CompanyDecorationData>; isPending: boolean } {
  const { identity } = useGetIdentity();
  const enabled = showsCompanySelector(identity?.userType);
  const portfolio = usePortfolioQuery({ enabled });
  const decorations = useMemo(() => new Map((portfolio.data?.companies ?? []).map((company) => [company.id, company])), [portfolio.data]);
  return { decorations, isPending: enabled && portfolio.isPending };
}
