import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

type Schemas = components['schemas'];
export type ComplianceRuleRecord = Schemas['ComplianceRule'];
export type ComplianceRuleWrite = Schemas['ComplianceRuleWrite'];
export type ComplianceFlagRecord = Schemas['ComplianceFlag'];
export type ComplianceFlagList = Schemas['ComplianceFlagList'];
export type ComplianceFlagFilters = Schemas['ComplianceFlagListFilters'];
export type ComplianceSimulation = Schemas['ComplianceSimulation']['data'];
export type ComplianceScores = Schemas['ComplianceScores']['data'];
export type ComplianceScoreLine = Schemas['ComplianceScoreLine'];

/** Smart Comply (`/smart-comply`): rules, their simulation, flags and scores of the active company. */
export const complianceMethods = {
  async getComplianceRules(): Promise<ComplianceRuleRecord[]> {
    return (await unwrap(apiClient.GET('/api/admin/compliance/rules'))).data;
  },

  /** 422 on `params.<name>` when the kind's parameters are missing or do not fit. */
  async updateComplianceRule(id: number, body: ComplianceRuleWrite): Promise<ComplianceRuleRecord> {
    return (await unwrap(apiClient.PUT('/api/admin/compliance/rules/{id}', { params: { path: { id: String(id) } }, body }))).data;
  },

  /** What the proposed rule would have raised over the last 90 days; nothing is saved. */
  async simulateComplianceRule(id: number, body: ComplianceRuleWrite): Promise<ComplianceSimulation> {
    return (await unwrap(apiClient.POST('/api/admin/compliance/rules/{id}/simulate', { params: { path: { id: String(id) } }, body }))).data;
  },

  async getComplianceFlags(query: {
    page: number;
    perPage: number;
    sort: 'risk' | 'day';
    filters: ComplianceFlagFilters;
  }): Promise<ComplianceFlagList> {
    return unwrap(
      apiClient.GET('/api/admin/compliance/flags', {
        params: { query: { page: query.page, per_page: query.perPage, sorts: [`${query.sort}:desc`], filters: query.filters } },
      }),
    );
  },

  /** `resolve` needs a note, `dismiss` a reason (422 without). */
  async decideComplianceFlag(id: number, action: 'resolve' | 'dismiss', text: string): Promise<ComplianceFlagRecord> {
    const path = { params: { path: { id: String(id) } } };
    const answer =
      action === 'resolve'
        ? await unwrap(apiClient.POST('/api/admin/compliance/flags/{id}/resolve', { ...path, body: { note: text } }))
        : await unwrap(apiClient.POST('/api/admin/compliance/flags/{id}/dismiss', { ...path, body: { reason: text } }));
    return answer.data;
  },

  async getComplianceScores(): Promise<ComplianceScores> {
    return (await unwrap(apiClient.GET('/api/admin/compliance/scores'))).data;
  },
};
