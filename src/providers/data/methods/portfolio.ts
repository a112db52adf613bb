import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type Portfolio = components['schemas']['PortfolioResponse']['data'];
export type PortfolioCompany = components['schemas']['PortfolioCompany'];
export type PortfolioTeamList = components['schemas']['PortfolioTeamList'];
export type PortfolioPerson = components['schemas']['PortfolioPerson'];
export type PortfolioTeamFilters = NonNullable<components['schemas']['PortfolioTeamFilters']['exact']>;
export type ApprovalInbox = components['schemas']['ApprovalInbox'];
export type ApprovalItem = components['schemas']['ApprovalItem'];
export type ApprovalInboxFilters = NonNullable<components['schemas']['ApprovalInboxFilters']['exact']>;
export type ApprovalDecisionItem = components['schemas']['ApprovalDecisions']['items'][number];
export type ApprovalDecisionResult = components['schemas']['ApprovalDecisionResults']['data'][number];

/** The portfolio's calls: every company of the user at once (they send no company; the API reads none). */
export const portfolioMethods = {
  /** `GET portfolio`: each company's card and the portfolio's stats. */
  async getPortfolio(): Promise<Portfolio> {
    return (await unwrap(apiClient.GET('/api/admin/portfolio', {}))).data;
  },

  /** `GET portfolio/team`: a page of the people of the user's companies. */
  async getPortfolioTeam(query: {
    page: number;
    perPage: number;
    search?: string;
    filters: PortfolioTeamFilters;
  }): Promise<PortfolioTeamList> {
    return unwrap(
      apiClient.GET('/api/admin/portfolio/team', {
        params: {
          query: {
            page: query.page,
            per_page: query.perPage,
            ...(query.search ? { search: query.search } : {}),
            filters: { exact: query.filters },
          },
        },
      }),
    );
  },

  /** `GET portfolio/approvals`: a page of the approval inbox, its stats and companies. */
  async getApprovalInbox(query: { page: number; perPage: number; filters: ApprovalInboxFilters }): Promise<ApprovalInbox> {
    return unwrap(
      apiClient.GET('/api/admin/portfolio/approvals', {
        params: { query: { page: query.page, per_page: query.perPage, filters: { exact: query.filters } } },
      }),
    );
  },

  /** `POST portfolio/approvals/decisions`: each item decided in its own company; one result per item. */
  async decideApprovals(items: ApprovalDecisionItem[]): Promise<ApprovalDecisionResult[]> {
    return (await unwrap(apiClient.POST('/api/admin/portfolio/approvals/decisions', { body: { items } }))).data;
  },
};
