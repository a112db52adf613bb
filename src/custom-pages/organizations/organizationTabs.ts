import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHOOSE_COMPANY_PATH } from '../../domain/companySession';

/** The organizations area (spec §2): where a user without a company chooses one, and its four tabs. */
export const ORGANIZATIONS_PATH = CHOOSE_COMPANY_PATH;

type OrganizationTab = {
  path: string;
  labelKey: string;
  /** The tab's content, in its own chunk; the Companies tab is the page's own (it takes the redirect). */
  component?: LazyExoticComponent<ComponentType>;
};

/**
 * The four tabs of /organizations (spec §2). Team, My Portfolio and My Approval show every company of
 * the user at once (issue 15); a tenant_specific user sees the restricted view in each.
 */
export const ORGANIZATION_TABS = [
  { path: ORGANIZATIONS_PATH, labelKey: 'spendboard.organizations.tabs.companies' },
  {
    path: `${ORGANIZATIONS_PATH}/team`,
    labelKey: 'spendboard.organizations.tabs.team',
    component: lazy(() => import('./portfolio/TeamTab')),
  },
  {
    path: `${ORGANIZATIONS_PATH}/my-portfolio`,
    labelKey: 'spendboard.organizations.tabs.portfolio',
    component: lazy(() => import('./portfolio/PortfolioTab')),
  },
  {
    path: `${ORGANIZATIONS_PATH}/my-approval`,
    labelKey: 'spendboard.organizations.tabs.approval',
    component: lazy(() => import('./portfolio/ApprovalTab')),
  },
] as const satisfies readonly OrganizationTab[];

export const ORGANIZATIONS_TEAM_PATH = ORGANIZATION_TABS[1].path;
