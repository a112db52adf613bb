import { CHOOSE_COMPANY_PATH } from '../../domain/companySession';

/** The organizations area (spec §2): where a user without a company chooses one, and its four tabs. */
export const ORGANIZATIONS_PATH = CHOOSE_COMPANY_PATH;

/** The four tabs of /organizations (spec §2); Team, My Portfolio and My Approval come later. */
export const ORGANIZATION_TABS = [
  { path: ORGANIZATIONS_PATH, labelKey: 'spendboard.organizations.tabs.companies' },
  { path: `${ORGANIZATIONS_PATH}/team`, labelKey: 'spendboard.organizations.tabs.team' },
  { path: `${ORGANIZATIONS_PATH}/my-portfolio`, labelKey: 'spendboard.organizations.tabs.portfolio' },
  { path: `${ORGANIZATIONS_PATH}/my-approval`, labelKey: 'spendboard.organizations.tabs.approval' },
] as const;

export const ORGANIZATIONS_TEAM_PATH = ORGANIZATION_TABS[1].path;
