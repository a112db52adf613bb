import type { components } from '../../../src/api/schema.d.ts';
import { isSalaryRunEditable } from '../../../src/domain/salaryRuns.ts';
import { findOwned } from '../auth/guards.ts';
import { notFound, rejectInvalid, validationFailed } from '../http/errors.ts';
import { employeeFields, employeeWriteErrors, employerAccountErrors, employerAccountOf, runTotals } from '../policy/payroll.ts';
import type { StoredPayrollEmployee, StoredPayrollEmployerAccount, StoredSalaryRun, StoredSalaryRunLine } from '../store/types.ts';
import type { Actor } from './actor.ts';

type Schemas = components['schemas'];

/** A new payroll employee of the company (422 naming the fields otherwise). */
export function addPayrollEmployee(actor: Actor, body: Schemas['PayrollEmployeeWrite']): StoredPayrollEmployee {
  rejectInvalid(employeeWriteErrors(actor.db, actor.company, body, null));
  const row = {
    id: actor.store.nextId(actor.db.payrollEmployees),
    company_id: actor.company.id,
    member_id: body.member_id ?? 0,
    ...employeeFields(body, null),
  };
  actor.db.payrollEmployees.push(row);
  return row;
}

/** Changes a payroll employee of the company (another company's is a 404). */
export function updatePayrollEmployee(actor: Actor, id: string, body: Schemas['PayrollEmployeeWrite']): StoredPayrollEmployee {
  const row = findOwned(actor.db.payrollEmployees, id, actor.company.id);
  rejectInvalid(employeeWriteErrors(actor.db, actor.company, body, row));
  Object.assign(row, employeeFields(body, row));
  return row;
}

/** Sets the company's WPS employer account (written without spaces or dashes, the IBAN in capitals). */
export function setEmployerAccount(actor: Actor, body: Schemas['PayrollEmployerAccountWrite']): StoredPayrollEmployerAccount | null {
  rejectInvalid(employerAccountErrors(body));
  const fields = {
    employer_id: body.employer_id.replace(/[\s-]/g, ''),
    routing_code: body.routing_code.replace(/[\s-]/g, ''),
    bank_name: body.bank_name.trim(),
    funding_iban: body.funding_iban.replace(/\s+/g, '').toUpperCase(),
    updated_at: actor.store.now().toISOString(),
  };
  const existing = employerAccountOf(actor.db, actor.company.id);
  if (existing) Object.assign(existing, fields);
  else actor.db.payrollEmployerAccounts.push({ company_id: actor.company.id, ...fields });
  return employerAccountOf(actor.db, actor.company.id);
}

/** Changes one line of a draft run (variable pay, unpaid leave within the period); the run's totals follow. */
export function updateSalaryRunLine(actor: Actor, runId: string, lineId: number, body: Schemas['SalaryRunLineWrite']): StoredSalaryRunLine {
  const run: StoredSalaryRun = findOwned(actor.db.salaryRuns, runId, actor.company.id);
  const line = run.lines.find((row) => row.id === lineId);
  if (!line) throw notFound();
  if (!isSalaryRunEditable(run.status))
    throw validationFailed({ status: [`A run that is ${run.status} cannot change: only a draft's lines change.`] });
  if (body.unpaid_leave_days > line.days_in_period)
    throw validationFailed({ unpaid_leave_days: [`Unpaid leave cannot exceed the ${line.days_in_period} days of the period.`] });
  line.variable_pay = body.variable_pay;
  line.unpaid_leave_days = body.unpaid_leave_days;
  run.totals = runTotals(run);
  return line;
}
