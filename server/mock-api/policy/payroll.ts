import type { components } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import {
  isSalaryLate,
  lateSalaryMonths,
  payPeriod,
  salaryDueDate,
  salaryLineAmounts,
  salaryRunTotals,
  daysInMonth,
  fixedPayOf,
} from '../../../src/domain/salaryRuns.ts';
import {
  isValidEmployerId,
  isValidMohrePersonId,
  isValidRoutingCode,
  normalizeDigits,
  normalizeIban,
  uaeIbanProblem,
} from '../../../src/domain/uaeIdentifiers.ts';
import { checkSif, type SifInput } from '../../../src/domain/wpsSif.ts';
import type { FieldErrors } from '../http/errors.ts';
import { isPermitted } from './permissions.ts';
import type {
  MockDatabase,
  StoredCompany,
  StoredMember,
  StoredPayrollEmployee,
  StoredPayrollEmployerAccount,
  StoredSalaryRun,
  StoredSalaryRunLine,
} from '../store/types.ts';

type Schemas = components['schemas'];
type PayrollEmployeeWrite = Schemas['PayrollEmployeeWrite'];
type PayrollEmployerAccountWrite = Schemas['PayrollEmployerAccountWrite'];

/**
 * UAE payroll (issue 17): employee records and the employer account (WPS identifiers checked by
 * `src/domain/uaeIdentifiers.ts`), salary runs (lines by `src/domain/salaryRuns.ts`, the SIF by
 * `src/domain/wpsSif.ts`), the late-salary reminder, the reports and the summary.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The company's employee records (the table holds every company's). */
export const employeesOf = (db: MockDatabase, companyId: string): StoredPayrollEmployee[] =>
  db.payrollEmployees.filter((row) => row.company_id === companyId);

/** The company's runs. */
export const runsOf = (db: MockDatabase, companyId: string): StoredSalaryRun[] =>
  db.salaryRuns.filter((row) => row.company_id === companyId);

/** The company's employer account, or null before it is set. */
export const employerAccountOf = (db: MockDatabase, companyId: string): StoredPayrollEmployerAccount | null =>
  db.payrollEmployerAccounts.find((row) => row.company_id === companyId) ?? null;

/**
 * Field errors of an employee write (beyond the schema), each naming the fix: the person (on create),
 * the WPS identifiers, the contract start. `existing` for a change.
 */
export function employeeWriteErrors(
  db: MockDatabase,
  company: StoredCompany,
  body: PayrollEmployeeWrite,
  existing: StoredPayrollEmployee | null,
): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  if (existing === null) {
    if (body.member_id === undefined) errors.member_id = ['Choose the person of the company this payroll record is for.'];
    else if (!db.members.some((row) => row.id === body.member_id && row.company_id === company.id))
      errors.member_id = ['The chosen person is not one of this company: choose a person from the list.'];
    else if (db.payrollEmployees.some((row) => row.member_id === body.member_id && row.company_id === company.id))
      errors.member_id = ['This person is already on the payroll: change their record instead.'];
  } else if (body.member_id !== undefined && body.member_id !== existing.member_id)
    errors.member_id = ['The person of a payroll record cannot change: create a record for the other person.'];
  if (!isValidMohrePersonId(body.mohre_person_id))
    errors.mohre_person_id = ['The MoHRE person ID is 14 digits: copy the personal number from the labour card.'];
  if (!isValidRoutingCode(body.routing_code))
    errors.routing_code = ["The routing code is 9 digits: take it from the employee's bank letter."];
  const ibanProblem = uaeIbanProblem(body.iban);
  if (ibanProblem) errors.iban = [ibanProblem];
  if (!isDay(body.contract_start)) errors.contract_start = ['Enter the contract start as a day (DD/MM/YYYY).'];
  if (body.basic_salary <= 0) errors.basic_salary = ['The basic salary must be more than 0.'];
  return errors;
}

/** The stored fields of a valid write. */
export function employeeFields(body: PayrollEmployeeWrite, existing: StoredPayrollEmployee | null) {
  return {
    mohre_person_id: normalizeDigits(body.mohre_person_id),
    routing_code: normalizeDigits(body.routing_code),
    iban: normalizeIban(body.iban),
    basic_salary: body.basic_salary,
    housing_allowance: body.housing_allowance ?? existing?.housing_allowance ?? 0,
    transport_allowance: body.transport_allowance ?? existing?.transport_allowance ?? 0,
    other_allowance: body.other_allowance ?? existing?.other_allowance ?? 0,
    contract_start: body.contract_start,
    annual_leave_balance: body.annual_leave_balance ?? existing?.annual_leave_balance ?? 0,
    status: body.status ?? existing?.status ?? 'active',
  };
}

/** Members and departments by id, once per request (the employees list reads thousands). */
export function peopleIndex(db: MockDatabase, companyId: string) {
  const members = new Map<number, StoredMember>();
  for (const member of db.members) if (member.company_id === companyId) members.set(member.id, member);
  const departments = new Map<number, string>();
  for (const department of db.departments) if (department.company_id === companyId) departments.set(department.id, department.name);
  return { members, departments };
}

export type PeopleIndex = ReturnType<typeof peopleIndex>;

export function presentEmployee(row: StoredPayrollEmployee, people: PeopleIndex): Schemas['PayrollEmployee'] {
  const { company_id: _company, ...fields } = row;
  const member = people.members.get(row.member_id);
  return {
    ...fields,
    first_name: member?.first_name ?? '',
    last_name: member?.last_name ?? '',
    email: member?.email ?? '',
    department_name: member?.department_id ? (people.departments.get(member.department_id) ?? null) : null,
    fixed_pay: fixedPayOf(row),
    currency: 'AED',
  };
}

export function employerAccountErrors(body: PayrollEmployerAccountWrite): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  if (!isValidEmployerId(body.employer_id))
    errors.employer_id = ['The employer ID is the 13-digit MoHRE establishment number: copy it from the establishment card.'];
  if (!isValidRoutingCode(body.routing_code))
    errors.routing_code = ["The routing code is 9 digits: take it from your bank's WPS agreement."];
  if (body.bank_name.trim() === '') errors.bank_name = ['Enter the name of the bank that pays the salaries.'];
  const ibanProblem = uaeIbanProblem(body.funding_iban);
  if (ibanProblem) errors.funding_iban = [ibanProblem];
  return errors;
}

export function presentEmployerAccount(row: StoredPayrollEmployerAccount | null): Schemas['PayrollEmployerAccount'] {
  if (!row) return { employer_id: null, routing_code: null, bank_name: null, funding_iban: null, updated_at: null };
  const { company_id: _company, ...fields } = row;
  return fields;
}

/** A line of a run for an employee (the month's variable pay and unpaid leave start at 0). */
export function lineFor(id: number, employee: StoredPayrollEmployee, member: StoredMember | undefined, month: string): StoredSalaryRunLine {
  return {
    id,
    employee_id: employee.id,
    name: member ? `${member.first_name} ${member.last_name}` : `Employee ${employee.id}`,
    mohre_person_id: employee.mohre_person_id,
    routing_code: employee.routing_code,
    iban: employee.iban,
    basic_salary: employee.basic_salary,
    housing_allowance: employee.housing_allowance,
    transport_allowance: employee.transport_allowance,
    other_allowance: employee.other_allowance,
    variable_pay: 0,
    unpaid_leave_days: 0,
    days_in_period: daysInMonth(month),
  };
}

/** The highest line id of every run (lines are numbered across runs). */
export function lastLineId(db: MockDatabase): number {
  let max = 0;
  for (const run of db.salaryRuns) for (const line of run.lines) if (line.id > max) max = line.id;
  return max;
}

export function presentLine(line: StoredSalaryRunLine): Schemas['SalaryRunLine'] {
  const amounts = salaryLineAmounts(line);
  return {
    id: line.id,
    employee_id: line.employee_id,
    name: line.name,
    mohre_person_id: line.mohre_person_id,
    routing_code: line.routing_code,
    iban: line.iban,
    basic_salary: line.basic_salary,
    allowances: amounts.fixed_pay - line.basic_salary,
    fixed_pay: amounts.fixed_pay,
    variable_pay: line.variable_pay,
    unpaid_leave_days: line.unpaid_leave_days,
    days_in_period: line.days_in_period,
    unpaid_leave_deduction: amounts.unpaid_leave_deduction,
    fixed_income: amounts.fixed_income,
    net_pay: amounts.net_pay,
  };
}

/** The run's totals from its lines (kept on the run; recomputed on every line change). */
export const runTotals = (run: StoredSalaryRun) =>
  salaryRunTotals(run.lines.map((line) => ({ ...salaryLineAmounts(line), variable_pay: line.variable_pay })));

export function presentRun(run: StoredSalaryRun, today: string): Schemas['SalaryRun'] {
  const { company_id: _company, lines: _lines, file_created_at: _file, ...fields } = run;
  const period = payPeriod(run.month);
  return {
    ...fields,
    currency: 'AED',
    pay_start: period.start,
    pay_end: period.end,
    due_date: salaryDueDate(run.month),
    is_late: isSalaryLate(run.month, today, run.status),
  };
}

/** What the SIF of the run is made of (the employer account now, the lines as they are). */
export function sifInputOf(db: MockDatabase, run: StoredSalaryRun, createdAt: Date): SifInput {
  const account = employerAccountOf(db, run.company_id);
  const period = payPeriod(run.month);
  return {
    employer_id: account?.employer_id ?? null,
    routing_code: account?.routing_code ?? null,
    month: run.month,
    created_at: createdAt,
    records: run.lines.map((line) => {
      const amounts = salaryLineAmounts(line);
      return {
        name: line.name,
        person_id: line.mohre_person_id,
        routing_code: line.routing_code,
        iban: line.iban,
        pay_start: period.start,
        pay_end: period.end,
        days_in_period: line.days_in_period,
        fixed_income: amounts.fixed_income,
        variable_income: line.variable_pay,
        unpaid_leave_days: line.unpaid_leave_days,
      };
    }),
    declared_total: run.totals.net_pay,
  };
}

export const sifProblems = (db: MockDatabase, run: StoredSalaryRun, now: Date) => checkSif(sifInputOf(db, run, now));

/**
 * The bell when a month's salaries are not paid within 15 days of the due date (`lateSalaryMonths`:
 * a month with an unpaid run, or without any run): once per month and company, for everyone who may
 * prepare or approve the company's payroll. Evaluated on read (the bell, the payroll
 * pages), so a month turns late as the clock passes its day.
 */
export function remindLateSalaries(db: MockDatabase, company: StoredCompany, now: Date): void {
  if (!db.payrollEmployees.some((row) => row.company_id === company.id)) return;
  const runs = runsOf(db, company.id);
  const reminded = new Set(db.salaryReminders.filter((row) => row.company_id === company.id).map((row) => row.month));
  const late = lateSalaryMonths(runs, dubaiToday(now)).filter((month) => !reminded.has(month));
  if (late.length === 0) return;
  // Those who can act on it: whoever may prepare or approve the company's payroll (firm admins included).
  const userIds = db.users
    .filter((user) => isPermitted(db, user, company.id, 'prepare payroll') || isPermitted(db, user, company.id, 'approve payroll'))
    .map((user) => user.id);
  let id = db.notifications.reduce((max, row) => Math.max(max, row.id), 0);
  for (const month of late) {
    db.salaryReminders.push({ company_id: company.id, month, at: now.toISOString() });
    const run = runs.find((row) => row.month === month);
    const due = salaryDueDate(month);
    const title = run
      ? `Salaries of ${month} at ${company.name} are not paid 15 days after their due date (${due}): ${formatMoney(run.totals.net_pay, 'AED')} to pay.`
      : `Salaries of ${month} at ${company.name} have no run and are not paid 15 days after their due date (${due}).`;
    const cta = run ? `/payroll/salary-processing/overview/${run.id}` : '/payroll/salary-processing';
    for (const userId of userIds) {
      id += 1;
      db.notifications.push({
        id,
        user_id: userId,
        company_id: company.id,
        created_at: now.toISOString(),
        read_at: null,
        data: { title, additional_data: { cta } },
      });
    }
  }
}
