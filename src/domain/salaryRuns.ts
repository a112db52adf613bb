/**
 * Salary runs (issue 17, `/payroll/salary-processing`): what one employee's line of a month pays and
 * the lifecycle of a run. draft → in_review → approved → file_generated → submitted → accepted or
 * rejected by the bank → paid → posted. A run in review may go back to draft (the approver returns
 * it), a rejected one goes back to draft to be corrected. The app offers only the steps this allows;
 * the mock refuses every other with a 422 naming both statuses, and nobody approves a run they
 * prepared (403). One rule, both sides.
 */
import { roundCents } from './cents';
import type { SalaryRunStatus } from './contractLists';

/** Who takes a step: the preparer's team (`prepare payroll`), an approver (`approve payroll`), or the bank (the mock). */
export type SalaryRunStepKind = 'prepare' | 'approve' | 'bank';

const STEPS: Readonly<Record<SalaryRunStatus, Partial<Record<SalaryRunStatus, SalaryRunStepKind>>>> = {
  draft: { in_review: 'prepare' },
  in_review: { approved: 'approve', draft: 'approve' },
  approved: { file_generated: 'prepare' },
  file_generated: { submitted: 'prepare' },
  submitted: { accepted: 'bank', rejected: 'bank' },
  accepted: { paid: 'prepare' },
  rejected: { draft: 'prepare' },
  paid: { posted: 'prepare' },
  posted: {},
};

/** The statuses a run of this status may move to. */
export const nextSalaryRunStatuses = (from: SalaryRunStatus): SalaryRunStatus[] => Object.keys(STEPS[from] ?? {}) as SalaryRunStatus[];

/** The kind of the step, or null when the lifecycle has no such step. */
export const salaryRunStepKind = (from: SalaryRunStatus, to: SalaryRunStatus): SalaryRunStepKind | null => STEPS[from]?.[to] ?? null;

export type SalaryRunStepRefusal =
  | { reason: 'not_allowed'; from: SalaryRunStatus; to: SalaryRunStatus } // 422: no such step
  | { reason: 'bank_only'; to: SalaryRunStatus } // 422: only the bank accepts or rejects a file
  | { reason: 'own_run' }; // 403: nobody approves (or returns) a run they prepared

/**
 * Whether the caller may move the run to `to` now (null when they may). `isPreparer`: the caller
 * prepared the run (sent it for review). Permissions are the caller's business (the mock's guard).
 */
export function refuseSalaryRunStep(
  run: { status: SalaryRunStatus },
  to: SalaryRunStatus,
  actor: { isPreparer: boolean; isBank?: boolean },
): SalaryRunStepRefusal | null {
  const kind = salaryRunStepKind(run.status, to);
  if (!kind) return { reason: 'not_allowed', from: run.status, to };
  if (kind === 'bank' && !actor.isBank) return { reason: 'bank_only', to };
  if (kind === 'approve' && actor.isPreparer) return { reason: 'own_run' };
  return null;
}

/** The steps this person may take on the run now (the page's buttons): never the bank's. */
export const salaryRunStepsFor = (run: { status: SalaryRunStatus }, isPreparer: boolean): SalaryRunStatus[] =>
  nextSalaryRunStatuses(run.status).filter((to) => refuseSalaryRunStep(run, to, { isPreparer }) === null);

/** The permission a step needs. */
export const salaryRunStepPermission = (kind: SalaryRunStepKind): 'prepare payroll' | 'approve payroll' =>
  kind === 'approve' ? 'approve payroll' : 'prepare payroll';

/** Lines of a run change only while it is a draft. */
export const isSalaryRunEditable = (status: SalaryRunStatus): boolean => status === 'draft';

/** A run whose salaries have left the company (paid or posted). */
export const isSalaryRunPaid = (status: SalaryRunStatus): boolean => status === 'paid' || status === 'posted';

/** What a line is computed from: the employee's contract pay and the month's variable pay and unpaid leave. */
export interface SalaryLineInput {
  basic_salary: number;
  housing_allowance: number;
  transport_allowance: number;
  other_allowance: number;
  variable_pay: number;
  unpaid_leave_days: number;
  days_in_period: number;
}

export interface SalaryLineAmounts {
  /** Basic + allowances (the contract's monthly fixed pay). */
  fixed_pay: number;
  /** Fixed pay for the unpaid leave days: fixed ÷ days in period × unpaid days. */
  unpaid_leave_deduction: number;
  /** The fixed income the SIF declares: fixed pay less the unpaid leave deduction. */
  fixed_income: number;
  /** Net pay: fixed income + variable pay. */
  net_pay: number;
}

/** Basic + allowances: an employee's (or a line's) monthly fixed pay, before unpaid leave. */
export const fixedPayOf = (
  line: Pick<SalaryLineInput, 'basic_salary' | 'housing_allowance' | 'transport_allowance' | 'other_allowance'>,
): number => roundCents(line.basic_salary + line.housing_allowance + line.transport_allowance + line.other_allowance);

/** One employee's pay for the period. */
export function salaryLineAmounts(line: SalaryLineInput): SalaryLineAmounts {
  const fixed = fixedPayOf(line);
  const days = Math.max(1, line.days_in_period);
  const unpaid = Math.min(Math.max(0, line.unpaid_leave_days), days);
  const deduction = roundCents((fixed * unpaid) / days);
  const fixedIncome = roundCents(fixed - deduction);
  return {
    fixed_pay: fixed,
    unpaid_leave_deduction: deduction,
    fixed_income: fixedIncome,
    net_pay: roundCents(fixedIncome + line.variable_pay),
  };
}

/** The totals of a run's lines. */
export function salaryRunTotals(lines: readonly (SalaryLineAmounts & { variable_pay: number })[]) {
  let fixed = 0;
  let variable = 0;
  let deduction = 0;
  let net = 0;
  for (const line of lines) {
    fixed += line.fixed_income;
    variable += line.variable_pay;
    deduction += line.unpaid_leave_deduction;
    net += line.net_pay;
  }
  return {
    employees: lines.length,
    fixed_income: roundCents(fixed),
    variable_pay: roundCents(variable),
    unpaid_leave_deduction: roundCents(deduction),
    net_pay: roundCents(net),
  };
}

/** `2026-02` → 28: the days of the salary month (the pay period is the whole month). */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** The pay period of a salary month: its first and last day (YYYY-MM-DD). */
export function payPeriod(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/** The due date of a month's salaries: its last day (the period's end). */
export const salaryDueDate = (month: string): string => payPeriod(month).end;

/** WPS: salaries are late when not paid within 15 days of the due date. */
export const SALARY_GRACE_DAYS = 15;

/** The day after which a month's unpaid salaries are late (due date + 15 days), YYYY-MM-DD. */
export function salaryLateAfter(month: string): string {
  const due = Date.parse(`${salaryDueDate(month)}T00:00:00Z`);
  return new Date(due + SALARY_GRACE_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a month's salaries are late on `today` (YYYY-MM-DD) unless paid. */
export const isSalaryLate = (month: string, today: string, status: SalaryRunStatus | null): boolean =>
  today > salaryLateAfter(month) && !(status !== null && isSalaryRunPaid(status));

/** The month (`YYYY-MM`) of a day or month, `offset` months later (negative: earlier). */
export function monthOf(dayOrMonth: string, offset = 0): string {
  const [year, month] = dayOrMonth.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 7);
}

/**
 * The salary months late on `today` (YYYY-MM-DD), oldest first: every month from the company's first
 * run (or from last month when it has none) up to last month whose salaries are not paid 15 days
 * after their due date — a month without any run is late as well. Payroll starts with its first run,
 * so months before it never count.
 */
export function lateSalaryMonths(runs: readonly { month: string; status: SalaryRunStatus }[], today: string): string[] {
  const lastMonth = monthOf(today, -1);
  const first = runs.reduce((earliest, run) => (run.month < earliest ? run.month : earliest), lastMonth);
  const statusOf = new Map(runs.map((run) => [run.month, run.status]));
  const late: string[] = [];
  for (let month = first; month <= lastMonth; month = monthOf(month, 1))
    if (isSalaryLate(month, today, statusOf.get(month) ?? null)) late.push(month);
  return late;
}

/** `YYYY-MM` of a valid salary month, else false. */
export const isSalaryMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
