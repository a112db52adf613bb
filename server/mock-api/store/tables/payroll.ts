/**
 * Payroll (WPS): employees' records, the employer account, salary runs and their reminders.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];

/** A person's payroll record (`/payroll/employee-management`); name and department are the person's. */
type PayrollEmployeeShape = Schemas['PayrollEmployee'];
export interface StoredPayrollEmployee extends Omit<
  PayrollEmployeeShape,
  'first_name' | 'last_name' | 'email' | 'department_name' | 'fixed_pay' | 'currency'
> {
  company_id: string;
}

/** A company's WPS employer account (one per company at most). */
type PayrollEmployerAccountShape = Schemas['PayrollEmployerAccount'];
export interface StoredPayrollEmployerAccount extends PayrollEmployerAccountShape {
  company_id: string;
}

/** One employee's line of a run, with what the employee's record said when the run was made. */
export interface StoredSalaryRunLine {
  id: number;
  employee_id: number;
  name: string;
  mohre_person_id: string;
  routing_code: string;
  iban: string;
  basic_salary: number;
  housing_allowance: number;
  transport_allowance: number;
  other_allowance: number;
  variable_pay: number;
  unpaid_leave_days: number;
  days_in_period: number;
}

/** A salary run; its totals are kept with it (recomputed when a line changes), its lines inside it. */
type SalaryRunShape = Schemas['SalaryRun'];
export interface StoredSalaryRun extends Omit<SalaryRunShape, 'pay_start' | 'pay_end' | 'due_date' | 'is_late' | 'currency'> {
  company_id: string;
  lines: StoredSalaryRunLine[];
  /** When the SIF was made (its name and SCR line); null before. */
  file_created_at: string | null;
  /** When the late-salary reminder rang (once per run). */
}

/** A late-salary bell rung for a company's month (`remindLateSalaries`): once per month. */
export interface StoredSalaryReminder {
  company_id: string;
  month: string;
  at: string;
}

export interface PayrollBankAnswer {
  outcome: 'accept' | 'reject';
  /** The line the bank names when it rejects (default the first EDR line). */
  line: number | null;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface PayrollTables {
  payrollEmployees: StoredPayrollEmployee[];
  payrollEmployerAccounts: StoredPayrollEmployerAccount[];
  salaryRuns: StoredSalaryRun[];
  salaryReminders: StoredSalaryReminder[];
  /** QA: what the mock bank answers to the next submitted SIF files (`POST /__mock/payroll/bank`), first first. */
  payrollBankAnswers: PayrollBankAnswer[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): PayrollTables {
  return {
    payrollEmployees: [],
    payrollEmployerAccounts: [],
    salaryRuns: [],
    salaryReminders: [],
    payrollBankAnswers: [],
  };
}
