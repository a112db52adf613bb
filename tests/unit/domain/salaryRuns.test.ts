import { describe, expect, it } from 'vitest';
import { SALARY_RUN_STATUSES } from '../../../src/domain/contractLists';
import {
  daysInMonth,
  isSalaryLate,
  lateSalaryMonths,
  monthOf,
  nextSalaryRunStatuses,
  payPeriod,
  refuseSalaryRunStep,
  salaryLateAfter,
  salaryLineAmounts,
  salaryRunStepsFor,
  salaryRunTotals,
} from '../../../src/domain/salaryRuns';

describe('salary run lifecycle', () => {
  it('walks draft → in_review → approved → file_generated → submitted → accepted → paid → posted', () => {
    const path = ['draft', 'in_review', 'approved', 'file_generated', 'submitted', 'accepted', 'paid', 'posted'] as const;
    for (let index = 0; index < path.length - 1; index += 1) expect(nextSalaryRunStatuses(path[index])).toContain(path[index + 1]);
    expect(nextSalaryRunStatuses('submitted')).toEqual(['accepted', 'rejected']);
    expect(nextSalaryRunStatuses('rejected')).toEqual(['draft']);
    expect(nextSalaryRunStatuses('posted')).toEqual([]);
  });

  it('refuses every step the lifecycle does not have, naming both statuses', () => {
    let allowed = 0;
    for (const from of SALARY_RUN_STATUSES)
      for (const to of SALARY_RUN_STATUSES) {
        const refusal = refuseSalaryRunStep({ status: from }, to, { isPreparer: false, isBank: true });
        if (nextSalaryRunStatuses(from).includes(to)) {
          expect(refusal).toBeNull();
          allowed += 1;
        } else expect(refusal).toEqual({ reason: 'not_allowed', from, to });
      }
    expect(allowed).toBe(10);
    expect(refuseSalaryRunStep({ status: 'draft' }, 'paid', { isPreparer: true })).toEqual({
      reason: 'not_allowed',
      from: 'draft',
      to: 'paid',
    });
  });

  it('lets nobody approve or return a run they prepared, and only the bank accept or reject', () => {
    expect(refuseSalaryRunStep({ status: 'in_review' }, 'approved', { isPreparer: true })).toEqual({ reason: 'own_run' });
    expect(refuseSalaryRunStep({ status: 'in_review' }, 'draft', { isPreparer: true })).toEqual({ reason: 'own_run' });
    expect(refuseSalaryRunStep({ status: 'in_review' }, 'approved', { isPreparer: false })).toBeNull();
    expect(refuseSalaryRunStep({ status: 'submitted' }, 'accepted', { isPreparer: false })).toEqual({
      reason: 'bank_only',
      to: 'accepted',
    });
    expect(salaryRunStepsFor({ status: 'in_review' }, true)).toEqual([]);
    expect(salaryRunStepsFor({ status: 'in_review' }, false)).toEqual(['approved', 'draft']);
    expect(salaryRunStepsFor({ status: 'submitted' }, false)).toEqual([]);
  });
});

describe('salary lines', () => {
  it('computes fixed pay, the unpaid leave deduction and net pay', () => {
    const line = salaryLineAmounts({
      basic_salary: 10_000,
      housing_allowance: 3_000,
      transport_allowance: 800,
      other_allowance: 200,
      variable_pay: 500,
      unpaid_leave_days: 3,
      days_in_period: 30,
    });
    expect(line).toEqual({ fixed_pay: 14_000, unpaid_leave_deduction: 1_400, fixed_income: 12_600, net_pay: 13_100 });
    const odd = salaryLineAmounts({
      basic_salary: 1000,
      housing_allowance: 0,
      transport_allowance: 0,
      other_allowance: 0,
      variable_pay: 0,
      unpaid_leave_days: 1,
      days_in_period: 31,
    });
    expect(odd.unpaid_leave_deduction).toBe(32.26);
    expect(odd.net_pay).toBe(967.74);
    expect(
      salaryRunTotals([
        { ...line, variable_pay: 500 },
        { ...odd, variable_pay: 0 },
      ]),
    ).toEqual({
      employees: 2,
      fixed_income: 13_567.74,
      variable_pay: 500,
      unpaid_leave_deduction: 1_432.26,
      net_pay: 14_067.74,
    });
  });

  it('knows the period, the due date and when salaries are late', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(payPeriod('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(salaryLateAfter('2026-10')).toBe('2026-11-15');
    expect(isSalaryLate('2026-10', '2026-11-15', 'approved')).toBe(false);
    expect(isSalaryLate('2026-10', '2026-11-16', 'approved')).toBe(true);
    expect(isSalaryLate('2026-10', '2026-11-16', null)).toBe(true);
    expect(isSalaryLate('2026-10', '2026-12-20', 'paid')).toBe(false);
  });

  it('lists the late months from the first run to last month, months without a run included', () => {
    expect(monthOf('2026-12-31', 1)).toBe('2027-01');
    expect(monthOf('2026-01', -1)).toBe('2025-12');
    const runs = [
      { month: '2026-07', status: 'paid' as const },
      { month: '2026-09', status: 'approved' as const },
    ];
    // 2026-08 has no run, 2026-09 is unpaid, 2026-10 has no run and turns late after 15 November.
    expect(lateSalaryMonths(runs, '2026-11-15')).toEqual(['2026-08', '2026-09']);
    expect(lateSalaryMonths(runs, '2026-11-16')).toEqual(['2026-08', '2026-09', '2026-10']);
    // Months before the first run never count; without any run only last month can be late.
    expect(lateSalaryMonths([{ month: '2026-10', status: 'paid' }], '2026-12-16')).toEqual(['2026-11']);
    expect(lateSalaryMonths([], '2026-12-16')).toEqual(['2026-11']);
    expect(lateSalaryMonths([], '2026-12-15')).toEqual([]);
  });
});
