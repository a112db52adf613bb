import { emptyLimit } from '../../../../src/domain/limits.ts';
import { daysInMonth, salaryLineAmounts, salaryRunTotals } from '../../../../src/domain/salaryRuns.ts';
import { ibanFor } from '../../../../src/domain/uaeIdentifiers.ts';
import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import type { StoredMember, StoredPayrollEmployee, StoredSalaryRun, StoredSalaryRunLine } from '../types.ts';
import { SEEDED_ACCOUNTS } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/**
 * Payroll (issue 17), without the faker (so nothing seeded before it changes). Acme Trading and
 * Marina Tech Labs: a payroll record for their active people (Acme leaves its last two people off,
 * to be added), an employer account, a paid run two months back and a draft run last month. Nile
 * Foods Trading has none (the empty states). At `--scale large` Acme gets 2,000 more people on
 * the payroll and its draft run holds them all (the benchmark).
 *
 * The paid run is in the wallet ledger's history (`walletLedger.ts`, seeded after this).
 */
const LARGE_EMPLOYEES = 2000;
const [ACME, , , , , MARINA] = SEEDED_COMPANIES;

/** Banks' WPS routing codes (9 digits) and their IBAN bank codes (3 digits). */
const BANKS = [
  { routing: '302620122', code: '026' },
  { routing: '803320101', code: '033' },
  { routing: '702010101', code: '035' },
  { routing: '601120201', code: '030' },
] as const;
const BASICS = [6_000, 7_500, 9_000, 10_000, 12_000, 14_500, 18_000, 22_000, 25_000];

const monthBack = (ctx: SeedContext, back: number) => {
  const reference = ctx.referenceDate;
  return new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

export function seedPayroll(ctx: SeedContext): void {
  const lines = { last: 0 };
  seedCompany(ctx, lines, ACME.id, 2, '1000234567890', true);
  seedCompany(ctx, lines, MARINA.id, 0, '1000345678901', false);
  if (ctx.scale === 'large') seedLarge(ctx, lines);
}

function employeeFor(ctx: SeedContext, member: StoredMember, index: number, companyId: string): StoredPayrollEmployee {
  const bank = BANKS[index % BANKS.length];
  const basic = BASICS[(index * 5) % BASICS.length];
  // Service from a few months to eleven years, ending on a whole month.
  const monthsBack = 5 + ((index * 17) % 130);
  const start = new Date(Date.UTC(ctx.referenceDate.getUTCFullYear(), ctx.referenceDate.getUTCMonth() - monthsBack, 1 + (index % 27)));
  return {
    id: ctx.nextId('payrollEmployees'),
    company_id: companyId,
    member_id: member.id,
    mohre_person_id: String(10_000_000_000_000 + member.id * 7_919 + index).slice(0, 14),
    routing_code: bank.routing,
    iban: ibanFor('AE', `${bank.code}${String(1_000_000_000_000 + member.id * 97 + index).padStart(16, '0')}`),
    basic_salary: basic,
    housing_allowance: Math.round(basic * 0.25),
    transport_allowance: index % 3 === 0 ? 800 : 500,
    other_allowance: index % 4 === 0 ? 300 : 0,
    contract_start: start.toISOString().slice(0, 10),
    annual_leave_balance: (index * 7) % 31,
    status: index % 11 === 10 ? 'inactive' : 'active',
  };
}

function linesFor(
  ctx: SeedContext,
  employees: readonly StoredPayrollEmployee[],
  month: string,
  firstId: number,
  withVariable: boolean,
): StoredSalaryRunLine[] {
  const names = new Map(ctx.db.members.map((member) => [member.id, `${member.first_name} ${member.last_name}`]));
  return employees
    .filter((employee) => employee.status === 'active')
    .map((employee, index) => ({
      id: firstId + index,
      employee_id: employee.id,
      name: names.get(employee.member_id) ?? `Employee ${employee.id}`,
      mohre_person_id: employee.mohre_person_id,
      routing_code: employee.routing_code,
      iban: employee.iban,
      basic_salary: employee.basic_salary,
      housing_allowance: employee.housing_allowance,
      transport_allowance: employee.transport_allowance,
      other_allowance: employee.other_allowance,
      variable_pay: withVariable && index % 4 === 1 ? 750 : 0,
      unpaid_leave_days: withVariable && index % 9 === 2 ? 2 : 0,
      days_in_period: daysInMonth(month),
    }));
}

const runTotals = (run: StoredSalaryRun) =>
  salaryRunTotals(run.lines.map((line) => ({ ...salaryLineAmounts(line), variable_pay: line.variable_pay })));

function seedCompany(
  ctx: SeedContext,
  lineIds: { last: number },
  companyId: string,
  leaveOff: number,
  employerId: string,
  withAccounts: boolean,
): void {
  const people = ctx.db.members.filter((row) => row.company_id === companyId && row.status === 'active');
  const onPayroll = people.slice(0, people.length - leaveOff);
  const employees = onPayroll.map((member, index) => employeeFor(ctx, member, index, companyId));
  ctx.db.payrollEmployees.push(...employees);
  ctx.db.payrollEmployerAccounts.push({
    company_id: companyId,
    employer_id: employerId,
    routing_code: BANKS[1].routing,
    bank_name: 'Emirates Commercial Bank',
    funding_iban: ibanFor('AE', `033${employerId.slice(-13).padStart(16, '0')}`),
    updated_at: daysAgo(ctx, 120),
  });
  const manager = withAccounts ? ctx.db.users.find((user) => user.email === SEEDED_ACCOUNTS.manager) : undefined;
  const preparer = manager ? { name: `${manager.first_name} ${manager.last_name}`, id: manager.id } : { name: 'Payroll team', id: null };
  const paidMonth = monthBack(ctx, 2);
  const draftMonth = monthBack(ctx, 1);
  const paid: StoredSalaryRun = {
    id: ctx.nextId('salaryRuns'),
    company_id: companyId,
    month: paidMonth,
    status: 'paid',
    totals: { employees: 0, fixed_income: 0, variable_pay: 0, unpaid_leave_deduction: 0, net_pay: 0 },
    prepared_by: preparer.name,
    prepared_by_user_id: preparer.id,
    approved_by: 'Farah Al Mansoori',
    file_name: `${employerId}${paidMonth.slice(2, 4)}${paidMonth.slice(5, 7)}25093000.SIF`,
    bank_message: 'Accepted by the bank.',
    rejected_line: null,
    paid_at: daysAgo(ctx, 40),
    posted_at: null,
    created_at: daysAgo(ctx, 45),
    lines: linesFor(ctx, employees, paidMonth, lineIds.last + 1, true),
    file_created_at: daysAgo(ctx, 41),
  };
  lineIds.last += paid.lines.length;
  paid.totals = runTotals(paid);
  const draft: StoredSalaryRun = {
    ...paid,
    id: ctx.nextId('salaryRuns'),
    month: draftMonth,
    status: 'draft',
    approved_by: null,
    file_name: null,
    bank_message: null,
    paid_at: null,
    created_at: daysAgo(ctx, 5),
    lines: linesFor(ctx, employees, draftMonth, lineIds.last + 1, false),
    file_created_at: null,
  };
  lineIds.last += draft.lines.length;
  draft.totals = runTotals(draft);
  ctx.db.salaryRuns.push(paid, draft);
}

const FIRST = [
  'Aisha',
  'Omar',
  'Fatima',
  'Rashid',
  'Layla',
  'Yousef',
  'Mariam',
  'Khalid',
  'Noura',
  'Hassan',
  'Priya',
  'Arjun',
  'Maria',
  'Jose',
];
const LAST = ['Al Hashimi', 'Rahman', 'Nair', 'Santos', 'Haddad', 'Qureshi', 'Al Suwaidi', 'Fernandes', 'Khan', 'Menon', 'Saleh'];

/** Acme's 2,000 more people on the payroll, all in its draft run. */
function seedLarge(ctx: SeedContext, lineIds: { last: number }): void {
  const members: StoredMember[] = [];
  for (let index = 0; index < LARGE_EMPLOYEES; index += 1) {
    const first = FIRST[index % FIRST.length];
    const last = LAST[(index * 7) % LAST.length];
    members.push({
      id: ctx.nextId('members'),
      company_id: ACME.id,
      first_name: first,
      last_name: last,
      email: `${first}.${last.replace(/\s+/g, '')}.${index}@acme-payroll.example.com`.toLowerCase(),
      phone: '',
      job_title: 'Operations staff',
      status: 'active',
      department_id: null,
      branch_id: null,
      limit: emptyLimit('member', COMPANY_CURRENCY),
      addresses: [],
      role_ids: [],
      created_at: daysAgo(ctx, 400),
    });
  }
  ctx.db.members.push(...members);
  const employees = members.map((member, index) => ({ ...employeeFor(ctx, member, index, ACME.id), status: 'active' as const }));
  ctx.db.payrollEmployees.push(...employees);
  const draft = ctx.db.salaryRuns.find((run) => run.company_id === ACME.id && run.status === 'draft');
  if (!draft) return;
  draft.lines.push(...linesFor(ctx, employees, draft.month, lineIds.last + 1, false));
  lineIds.last += employees.length;
  draft.totals = runTotals(draft);
}
