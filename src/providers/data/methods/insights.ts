import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import type { AnalyticsGroupBy, AnalyticsInterval, ReportKind } from '../../../domain/contractLists';
import { toListQuery } from '../listQuery';
import { endpointsOf } from '../resources';

type Schemas = components['schemas'];
export type AnalyticsSpend = Schemas['AnalyticsSpend'];
export type AnalyticsRow = Schemas['AnalyticsRow'];
export type ReportFilters = Schemas['ReportFilters'];
export type ReportRows = Schemas['ReportRows'];
export type SavedReport = Schemas['SavedReport'];
export type SavedReportWrite = Schemas['SavedReportWrite'];
export type VatReturn = Schemas['VatReturn'];
export type VatReturnRecord = Schemas['VatReturnRecord'];
export type VatReturnRecordList = Schemas['VatReturnRecordList'];
export type VatReturnLineKey = Schemas['VatReturnLineKey'];

export type AnalyticsParams = {
  groupBy: AnalyticsGroupBy;
  interval: AnalyticsInterval;
  period: { from: string; to: string };
  compare: { from: string; to: string } | null;
  /** The expense list's own filter values (react-admin's `filter`, resources.ts `expenses.filters`). */
  expenseFilter: Record<string, unknown>;
};

/** Analytics and reports (issue 16) over the openapi-fetch client. */
export const insightsMethods = {
  /** `GET analytics/spend`, with the expense list's filters turned into its query the way the list does. */
  async getAnalyticsSpend({ groupBy, interval, period, compare, expenseFilter }: AnalyticsParams): Promise<AnalyticsSpend> {
    const { filters } = toListQuery({ filter: expenseFilter } as Parameters<typeof toListQuery>[0], endpointsOf('expenses'));
    const query = {
      group_by: groupBy,
      interval,
      from: period.from,
      to: period.to,
      ...(compare ? { compare_from: compare.from, compare_to: compare.to } : {}),
      ...(filters ? { filters: filters as Schemas['ExpenseListFilters'] } : {}),
    };
    return (await unwrap(apiClient.GET('/api/admin/analytics/spend', { params: { query } }))).data;
  },

  /** `GET report-rows/{kind}`: one page of a report (an export asks for a large page). */
  async getReportRows(kind: ReportKind, filters: ReportFilters, page: number, perPage: number): Promise<ReportRows> {
    return unwrap(
      apiClient.GET('/api/admin/report-rows/{kind}', { params: { path: { kind }, query: { filters, page, per_page: perPage } } }),
    );
  },

  /** `GET vat-return`: the purchase side of the UAE VAT return for a period (`2026-Q4`, `2026-11`), in AED. */
  async getVatReturn(period: string): Promise<VatReturn> {
    return (await unwrap(apiClient.GET('/api/admin/vat-return', { params: { query: { period } } }))).data;
  },

  /** `GET vat-return/records`: one page of the records behind a line of the return, with the line's sums. */
  async getVatReturnRecords(period: string, line: VatReturnLineKey, page: number, perPage: number): Promise<VatReturnRecordList> {
    return unwrap(apiClient.GET('/api/admin/vat-return/records', { params: { query: { period, line, page, per_page: perPage } } }));
  },

  async listSavedReports(): Promise<SavedReport[]> {
    return (await unwrap(apiClient.GET('/api/admin/saved-reports', { params: { query: { per_page: 100 } } }))).data;
  },

  async createSavedReport(body: SavedReportWrite): Promise<SavedReport> {
    return (await unwrap(apiClient.POST('/api/admin/saved-reports', { body }))).data;
  },

  async updateSavedReport(id: number, body: SavedReportWrite): Promise<SavedReport> {
    return (await unwrap(apiClient.PUT('/api/admin/saved-reports/{id}', { params: { path: { id: String(id) } }, body }))).data;
  },

  async deleteSavedReport(id: number): Promise<void> {
    await unwrap(apiClient.DELETE('/api/admin/saved-reports/{id}', { params: { path: { id: String(id) } } }));
  },
};
