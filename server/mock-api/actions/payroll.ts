import type { components } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { monthOf, refuseSalaryRunStep, salaryRunStepKind, salaryRunStepPermission } from '../../../src/domain/salaryRuns.ts';
import { writeSif } from '../../../src/domain/wpsSif.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import { employeesOf, lastLineId, lineFor, peopleIndex, runTotals, runsOf, sifInputOf, sifProblems } from '../policy/payroll.ts';
import { debitWallet, walletShortfall } from '../policy/wallet.ts';
import type { StoredSalaryRun } from '../store/types.ts';
import type { Actor } from './actor.ts';

type SalaryRunStatus = components['schemas']['SalaryRunStatusWrite']['status'];

const nameOf = (actor: Actor) => `${actor.user.first_name} ${actor.user.last_name}`;

/** A draft salary run of `month` with a line for every active employee (422 for a month that has one, is too far ahead or has nobody). */
export function prepareSalaryRun(actor: Actor, month: string): StoredSalaryRun {
  const now = actor.store.now();
  if (runsOf(actor.db, actor.company.id).some((run) => run.month === month))
    throw validationFailed({ month: [`${month} has a salary run already: open it from the list.`] });
  if (month > monthOf(dubaiToday(now), 1)) throw validationFailed({ month: ['A run can be prepared up to next month only.'] });
  const people = peopleIndex(actor.db, actor.company.id);
  const active = employeesOf(actor.db, actor.company.id).filter((row) => row.status === 'active');
  if (active.length === 0) throw validationFailed({ month: ['No employee is active: add employees before preparing a run.'] });
  let lineId = lastLineId(actor.db);
  const run: StoredSalaryRun = {
    id: actor.store.nextId(actor.db.salaryRuns),
    company_id: actor.company.id,
    month,
    status: 'draft',
    totals: { employees: 0, fixed_income: 0, variable_pay: 0, unpaid_leave_deduction: 0, net_pay: 0 },
    prepared_by: nameOf(actor),
    prepared_by_user_id: actor.user.id,
    approved_by: null,
    file_name: null,
    bank_message: null,
    rejected_line: null,
    paid_at: null,
    posted_at: null,
    created_at: now.toISOString(),
    lines: active.map((employee) => lineFor((lineId += 1), employee, people.members.get(employee.member_id), month)),
    file_created_at: null,
  };
  run.totals = runTotals(run);
  actor.db.salaryRuns.push(run);
  return run;
}

/**
 * One step of a salary run by the actor (`src/domain/salaryRuns.ts`): 422 for a step the lifecycle
 * does not have or that only the bank takes, 403 without the step's permission or for approving
 * one's own run; then the step itself (`takeStep`), checked before anything changes.
 */
export function takeSalaryRunStep(actor: Actor, run: StoredSalaryRun, status: SalaryRunStatus): void {
  const refusal = refuseSalaryRunStep(run, status, { isPreparer: run.prepared_by_user_id === actor.user.id });
  if (refusal?.reason === 'not_allowed') throw validationFailed({ status: [`A run that is ${refusal.from} cannot become ${refusal.to}.`] });
  if (refusal?.reason === 'bank_only')
    throw validationFailed({ status: [`Only the bank makes a run ${refusal.to}: submit the file and the bank answers.`] });
  const kind = salaryRunStepKind(run.status, status);
  actor.require(salaryRunStepPermission(kind ?? 'prepare'));
  if (refusal?.reason === 'own_run')
    throw forbidden('Nobody approves a run they prepared: another person with the approve payroll permission decides it.');
  const now = actor.store.now();
  takeStep(actor, run, status, now, actor.store.db.payrollBankAnswers);
}

/**
 * Carries out an allowed step: checks first (the SIF checker before the file, the wallet before
 * paying), so a refusal changes nothing. Submitting plays the bank, which answers at once.
 */
function takeStep(
  scope: Actor,
  run: StoredSalaryRun,
  status: StoredSalaryRun['status'],
  now: Date,
  bankAnswers: { outcome: 'accept' | 'reject'; line: number | null }[],
) {
  if (status === 'in_review') {
    run.totals = runTotals(run);
    run.prepared_by = nameOf(scope);
    run.prepared_by_user_id = scope.user.id;
  }
  if (status === 'approved') run.approved_by = nameOf(scope);
  if (status === 'draft') {
    run.approved_by = null;
    run.file_name = null;
    run.file_created_at = null;
    run.bank_message = null;
    run.rejected_line = null;
  }
  if (status === 'file_generated') {
    const problems = sifProblems(scope.db, run, now);
    if (problems.length > 0)
      throw validationFailed(
        {
          status: problems.map((problem) => `Line ${problem.line}${problem.employee ? ` (${problem.employee})` : ''}: ${problem.message}`),
        },
        'The bank would reject the salary file: fix these lines first.',
      );
    run.file_created_at = now.toISOString();
    run.file_name = writeSif(sifInputOf(scope.db, run, now)).name;
  }
  if (status === 'submitted') {
    const answer = bankAnswers.shift() ?? { outcome: 'accept', line: null };
    if (answer.outcome === 'accept') {
      run.status = 'accepted';
      run.bank_message = `Accepted by the bank: ${run.lines.length} salaries will be credited.`;
      run.rejected_line = null;
    } else {
      const line = answer.line ?? 1;
      const who = run.lines[line - 1]?.name;
      run.status = 'rejected';
      run.rejected_line = line;
      run.bank_message =
        line > run.lines.length
          ? `Rejected by the bank: line ${line} (SCR) does not match the file's employees or total.`
          : `Rejected by the bank: line ${line}${who ? ` (${who})` : ''} — the account does not match the IBAN.`;
    }
    return;
  }
  if (status === 'paid') {
    const amount = run.totals.net_pay;
    const shortfall = walletShortfall(scope.company, 'AED', amount, `paying the salaries of ${run.month}`);
    if (shortfall) throw validationFailed({ wallet: [shortfall] }, shortfall);
    debitWallet(scope.db, scope.company, 'AED', amount, {
      type: 'salary_payment',
      description: `Salaries of ${run.month} paid to ${run.lines.length} employees (WPS)`,
      reference: { kind: 'salary_run', id: run.id },
      at: now.toISOString(),
    });
    run.paid_at = now.toISOString();
  }
  if (status === 'posted') run.posted_at = now.toISOString();
  run.status = status;
}
