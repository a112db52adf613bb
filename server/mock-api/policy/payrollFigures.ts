import type { components } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { endOfServiceGratuity, leaveLiability } from '../../../src/domain/gratuity.ts';
import { isSalaryRunPaid, lateSalaryMonths, fixedPayOf } from '../../../src/domain/salaryRuns.ts';
import { isValidEmployerId, isValidMohrePersonId, isValidRoutingCode, uaeIbanProblem } from '../../../src/domain/uaeIdentifiers.ts';
import type { MockDatabase, StoredCompany } from '../store/types.ts';
import { toCents } from '../../../src/domain/cents.ts';

import { employeesOf, employerAccountOf, peopleIndex, presentLine, presentRun, runsOf } from './payroll.ts';

type Schemas = components['schemas'];

/** The reports of a month: its run's lines and, on today, every active employee's gratuity and leave. */
export function payrollReports(db: MockDatabase, company: StoredCompany, month: string, now: Date): Schemas['PayrollReports'] {
  const today = dubaiToday(now);
  const run = runsOf(db, company.id).find((row) => row.month === month) ?? null;
  const people = peopleIndex(db, company.id);
  const liabilities = employeesOf(db, company.id)
    .filter((row) => row.status === 'active')
    .map((row) => {
      const member = people.members.get(row.member_id);
      const gratuity = endOfServiceGratuity(row.basic_salary, row.contract_start, today);
      return {
        employee_id: row.id,
        name: member ? `${member.first_name} ${member.last_name}` : `Employee ${row.id}`,
        basic_salary: row.basic_salary,
        contract_start: row.contract_start,
        service_years: Math.round(gratuity.service.in_years * 100) / 100,
        gratuity: gratuity.amount,
        gratuity_capped: gratuity.capped,
        leave_days: row.annual_leave_balance,
        leave_liability: leaveLiability(row.basic_salary, row.annual_leave_balance),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;
  return {
    month,
    on: today,
    run: run ? presentRun(run, today) : null,
    register: run ? [...run.lines].sort((a, b) => a.name.localeCompare(b.name)).map(presentLine) : [],
    liabilities,
    totals: { gratuity: sum(liabilities.map((row) => row.gratuity)), leave_liability: sum(liabilities.map((row) => row.leave_liability)) },
  };
}

/** `/payroll`: the next and last run, the totals and what needs fixing. */
export function payrollSummary(db: MockDatabase, company: StoredCompany, now: Date): Schemas['PayrollSummary'] {
  const today = dubaiToday(now);
  const employees = employeesOf(db, company.id);
  const active = employees.filter((row) => row.status === 'active');
  const runs = runsOf(db, company.id).sort((a, b) => a.month.localeCompare(b.month));
  const next = runs.find((run) => !isSalaryRunPaid(run.status)) ?? null;
  const last = [...runs].reverse().find((run) => isSalaryRunPaid(run.status)) ?? null;
  const account = employerAccountOf(db, company.id);
  const accountComplete = Boolean(account && isValidEmployerId(account.employer_id) && isValidRoutingCode(account.routing_code));
  const problems: Schemas['PayrollSummary']['problems'] = [];
  if (!accountComplete)
    problems.push({
      kind: 'employer_account',
      message: 'Set the employer ID and the bank routing code: the salary file cannot be made without them.',
      run_id: null,
    });
  if (employees.length > 0)
    for (const month of lateSalaryMonths(runs, today)) {
      const run = runs.find((row) => row.month === month);
      problems.push({
        kind: 'late_run',
        message: run
          ? `Salaries of ${month} are not paid 15 days after their due date.`
          : `Salaries of ${month} have no run and are not paid 15 days after their due date.`,
        run_id: run?.id ?? null,
      });
    }
  for (const run of runs) {
    if (run.status === 'rejected')
      problems.push({
        kind: 'rejected_run',
        message: `The bank rejected the salary file of ${run.month}: ${run.bank_message ?? ''}`.trim(),
        run_id: run.id,
      });
  }
  const incomplete = active.filter(
    (row) => !isValidMohrePersonId(row.mohre_person_id) || !isValidRoutingCode(row.routing_code) || uaeIbanProblem(row.iban) !== null,
  ).length;
  if (incomplete > 0)
    problems.push({
      kind: 'employee_data',
      message: `${incomplete} active ${incomplete === 1 ? 'employee has' : 'employees have'} a person ID, routing code or IBAN the bank would reject.`,
      run_id: null,
    });
  // One rounding per employee (salaryLineAmounts rounds four amounts: 2,000 employees at --scale large).
  const fixed = active.reduce((total, row) => total + toCents(fixedPayOf(row)), 0) / 100;
  return {
    employees: employees.length,
    active_employees: active.length,
    monthly_fixed_pay: fixed,
    next_run: next ? presentRun(next, today) : null,
    last_run: last ? presentRun(last, today) : null,
    employer_account_complete: accountComplete,
    problems,
  };
}
