import type { components } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { monthOf } from '../../../src/domain/salaryRuns.ts';
import { sifFileName, writeSif } from '../../../src/domain/wpsSif.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import {
  employeesOf,
  employerAccountOf,
  peopleIndex,
  presentEmployee,
  presentEmployerAccount,
  presentLine,
  presentRun,
  remindLateSalaries,
  runsOf,
  sifInputOf,
  sifProblems,
} from '../policy/payroll.ts';
import { payrollReports, payrollSummary } from '../policy/payrollFigures.ts';
import type { StoredSalaryRun } from '../store/types.ts';
import { prepareSalaryRun, takeSalaryRunStep } from '../actions/payroll.ts';
import { addPayrollEmployee, setEmployerAccount, updatePayrollEmployee, updateSalaryRunLine } from '../actions/payrollSetup.ts';
import { actorOf } from '../auth/actor.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];

const BASE = '/api/admin/payroll';
const collator = new Intl.Collator('en');

/**
 * UAE payroll (issue 17): employees, the employer account, salary runs (lines, lifecycle, the SIF
 * and its checker, payment from the company wallet), reports and the summary. `read payroll` reads,
 * `prepare payroll` writes and takes the run's steps, `approve payroll` approves (never one's own run).
 * The writes are `actions/payroll.ts` (runs and their steps) and `actions/payrollSetup.ts`.
 */
export const registerPayrollRoutes: RegisterRoutes = (router) => {
  router.get(`${BASE}/employees`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const people = peopleIndex(scope.db, scope.company.id);
    const status = filtersOf(req).exact?.status;
    const term = searchTermOf(req);
    const rows = employeesOf(scope.db, scope.company.id).filter((row) => {
      if (status !== undefined && row.status !== status) return false;
      if (term === '') return true;
      const member = people.members.get(row.member_id);
      return `${member?.first_name ?? ''} ${member?.last_name ?? ''} ${member?.email ?? ''} ${row.mohre_person_id} ${row.iban}`
        .toLowerCase()
        .includes(term);
    });
    // Sort the stored rows on their keys (computed once each) and present only the page.
    const keys = sortKeysOf(req, 'last_name:asc');
    const valueOf = (row: (typeof rows)[number], field: string): string | number => {
      const member = people.members.get(row.member_id);
      if (field === 'last_name') return member?.last_name ?? '';
      if (field === 'first_name') return member?.first_name ?? '';
      if (field === 'fixed_pay') return row.basic_salary + row.housing_allowance + row.transport_allowance + row.other_allowance;
      return row[field as keyof typeof row] as string | number;
    };
    const keyed = rows.map((row) => ({ id: row.id, row, values: keys.map((key) => valueOf(row, key.field)) }));
    keyed.sort((a, b) => {
      for (let index = 0; index < keys.length; index += 1) {
        const x = a.values[index];
        const y = b.values[index];
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
        if (order !== 0) return keys[index].descending ? -order : order;
      }
      return a.id - b.id;
    });
    const page = paginate(keyed, req);
    res.json({ data: page.data.map((entry) => presentEmployee(entry.row, people)), meta: page.meta });
  });

  router.post(`${BASE}/employees`, (req, res) => {
    const scope = requirePermission(req, 'prepare payroll');
    const row = addPayrollEmployee(actorOf(req, scope), req.body as Schemas['PayrollEmployeeWrite']);
    res.status(201).json({ data: presentEmployee(row, peopleIndex(scope.db, scope.company.id)) });
  });

  router.get(`${BASE}/employees/:id`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const row = findOwned(scope.db.payrollEmployees, String(req.params.id), scope.company.id);
    res.json({ data: presentEmployee(row, peopleIndex(scope.db, scope.company.id)) });
  });

  router.put(`${BASE}/employees/:id`, (req, res) => {
    const scope = requirePermission(req, 'prepare payroll');
    const row = updatePayrollEmployee(actorOf(req, scope), String(req.params.id), req.body as Schemas['PayrollEmployeeWrite']);
    res.json({ data: presentEmployee(row, peopleIndex(scope.db, scope.company.id)) });
  });

  router.get(`${BASE}/employer-account`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    res.json({ data: presentEmployerAccount(employerAccountOf(scope.db, scope.company.id)) });
  });

  router.put(`${BASE}/employer-account`, (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'prepare payroll'));
    res.json({ data: presentEmployerAccount(setEmployerAccount(actor, req.body as Schemas['PayrollEmployerAccountWrite'])) });
  });

  router.get(`${BASE}/runs`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const now = mockContext(req).store.now();
    const runs = runsOf(scope.db, scope.company.id);
    remindLateSalaries(scope.db, scope.company, now);
    const exact = filtersOf(req).exact ?? {};
    const filtered = runs.filter(
      (run) => (exact.status === undefined || run.status === exact.status) && (exact.month === undefined || run.month === exact.month),
    );
    const sorted = sortRows(filtered, sortKeysOf(req, 'month:desc'), (run, field) => run[field as keyof StoredSalaryRun]);
    const page = paginate(sorted, req);
    const today = dubaiToday(now);
    res.json({ data: page.data.map((run) => presentRun(run, today)), meta: page.meta });
  });

  router.post(`${BASE}/runs`, (req, res) => {
    const scope = requirePermission(req, 'prepare payroll');
    const actor = actorOf(req, scope);
    const run = prepareSalaryRun(actor, (req.body as Schemas['SalaryRunWrite']).month);
    res.status(201).json({ data: presentRun(run, dubaiToday(actor.store.now())) });
  });

  router.get(`${BASE}/runs/:id`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const run = findOwned(scope.db.salaryRuns, String(req.params.id), scope.company.id);
    res.json({ data: presentRun(run, dubaiToday(mockContext(req).store.now())) });
  });

  router.get(`${BASE}/runs/:id/lines`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const run = findOwned(scope.db.salaryRuns, String(req.params.id), scope.company.id);
    const term = searchTermOf(req);
    const lines = run.lines.filter((line) => term === '' || `${line.name} ${line.mohre_person_id}`.toLowerCase().includes(term));
    const keys = sortKeysOf(req, 'name:asc');
    const plain = keys.length === 1 && keys[0].field === 'name';
    // Sorting by name needs no amounts: present only the page.
    if (plain) {
      const sorted = [...lines].sort((a, b) => (keys[0].descending ? -1 : 1) * (collator.compare(a.name, b.name) || a.id - b.id));
      const page = paginate(sorted, req);
      res.json({ data: page.data.map(presentLine), meta: page.meta });
      return;
    }
    res.json(paginate(sortWith(lines.map(presentLine), keys), req));
  });

  router.put(`${BASE}/runs/:id/lines/:lineId`, (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'prepare payroll'));
    const body = req.body as Schemas['SalaryRunLineWrite'];
    res.json({ data: presentLine(updateSalaryRunLine(actor, String(req.params.id), Number(req.params.lineId), body)) });
  });

  router.patch(`${BASE}/runs/:id/status`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const run = findOwned(scope.db.salaryRuns, String(req.params.id), scope.company.id);
    const actor = actorOf(req, scope);
    takeSalaryRunStep(actor, run, (req.body as Schemas['SalaryRunStatusWrite']).status);
    res.json({ data: presentRun(run, dubaiToday(actor.store.now())) });
  });

  router.get(`${BASE}/runs/:id/sif-check`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const run = findOwned(scope.db.salaryRuns, String(req.params.id), scope.company.id);
    const now = mockContext(req).store.now();
    const account = employerAccountOf(scope.db, scope.company.id);
    res.json({
      data: {
        problems: sifProblems(scope.db, run, now),
        file_name: run.file_name ?? (account?.employer_id ? sifFileName(account.employer_id, now) : null),
      },
    });
  });

  router.get(`${BASE}/runs/:id/sif`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const run = findOwned(scope.db.salaryRuns, String(req.params.id), scope.company.id);
    if (run.file_created_at === null)
      throw validationFailed({ status: [`The salary file is made once the run is approved: this run is ${run.status}.`] });
    const file = writeSif(sifInputOf(scope.db, run, new Date(run.file_created_at)));
    res.json({ data: { file_name: file.name, content: file.content, lines: file.lines.length } });
  });

  router.get(`${BASE}/reports`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const now = mockContext(req).store.now();
    const latest = runsOf(scope.db, scope.company.id).reduce<string | null>(
      (max, run) => (max === null || run.month > max ? run.month : max),
      null,
    );
    const month = typeof req.query.month === 'string' ? req.query.month : (latest ?? monthOf(dubaiToday(now)));
    res.json({ data: payrollReports(scope.db, scope.company, month, now) });
  });

  router.get(`${BASE}/summary`, (req, res) => {
    const scope = requirePermission(req, 'read payroll');
    const now = mockContext(req).store.now();
    remindLateSalaries(scope.db, scope.company, now);
    res.json({ data: payrollSummary(scope.db, scope.company, now) });
  });
};

/** Sorts presented rows by the request's keys (names with the collator, numbers as numbers). */
function sortWith<Row extends { id: number }>(rows: readonly Row[], keys: ReturnType<typeof sortKeysOf>): Row[] {
  return [...rows].sort((a, b) => {
    for (const { field, descending } of keys) {
      const x = (a as Record<string, unknown>)[field];
      const y = (b as Record<string, unknown>)[field];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x ?? ''), String(y ?? ''));
      if (order !== 0) return descending ? -order : order;
    }
    return a.id - b.id;
  });
}
