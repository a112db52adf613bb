import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

type Schemas = components['schemas'];
export type SalaryRun = Schemas['SalaryRun'];
export type SalaryRunLine = Schemas['SalaryRunLine'];
export type SifProblem = Schemas['SifProblem'];
export type PayrollEmployerAccount = Schemas['PayrollEmployerAccount'];
export type PayrollReports = Schemas['PayrollReports'];
export type PayrollSummary = Schemas['PayrollSummary'];

const byId = (id: number) => ({ params: { path: { id: String(id) } } });

/** Typed dataProvider methods of payroll (issue 17) beyond CRUD. */
export const payrollMethods = {
  /** `PATCH payroll/runs/{id}/status`: a step of the run (403 approving one's own run, 422 another step, a short wallet or a file the bank would reject). */
  async stepSalaryRun(id: number, status: SalaryRun['status']): Promise<SalaryRun> {
    return (await unwrap(apiClient.PATCH('/api/admin/payroll/runs/{id}/status', { ...byId(id), body: { status } }))).data;
  },

  /** `PUT payroll/runs/{id}/lines/{lineId}`: a draft line's variable pay and unpaid leave. */
  async updateSalaryRunLine(id: number, lineId: number, body: Schemas['SalaryRunLineWrite']): Promise<SalaryRunLine> {
    return (
      await unwrap(
        apiClient.PUT('/api/admin/payroll/runs/{id}/lines/{lineId}', { params: { path: { id: String(id), lineId: lineId } }, body }),
      )
    ).data;
  },

  /** `GET payroll/runs/{id}/sif-check`: every line the bank would reject, with the fix. */
  async salaryRunSifCheck(id: number): Promise<Schemas['SifCheckResponse']['data']> {
    return (await unwrap(apiClient.GET('/api/admin/payroll/runs/{id}/sif-check', byId(id)))).data;
  },

  /** `GET payroll/runs/{id}/sif`: the salary file once made. */
  async salaryRunSif(id: number): Promise<Schemas['SifFileResponse']['data']> {
    return (await unwrap(apiClient.GET('/api/admin/payroll/runs/{id}/sif', byId(id)))).data;
  },

  async payrollEmployerAccount(): Promise<PayrollEmployerAccount> {
    return (await unwrap(apiClient.GET('/api/admin/payroll/employer-account', {}))).data;
  },

  async savePayrollEmployerAccount(body: Schemas['PayrollEmployerAccountWrite']): Promise<PayrollEmployerAccount> {
    return (await unwrap(apiClient.PUT('/api/admin/payroll/employer-account', { body }))).data;
  },

  /** `GET payroll/reports`: the month's register, gratuity and leave liability (default: the latest run's month). */
  async payrollReports(month?: string): Promise<PayrollReports> {
    return (await unwrap(apiClient.GET('/api/admin/payroll/reports', { params: { query: month ? { month } : {} } }))).data;
  },

  async payrollSummary(): Promise<PayrollSummary> {
    return (await unwrap(apiClient.GET('/api/admin/payroll/summary', {}))).data;
  },
};
