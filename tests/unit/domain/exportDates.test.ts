import { describe, expect, it } from 'vitest';
import { exportDay } from '../../../src/domain/dates';
import { exportValue } from '../../../src/custom-pages/reports/reportText';
import { liabilitiesTable } from '../../../src/custom-pages/payroll/payrollReportTables';

const translate = (key: string) => key;

describe('exports write days DD/MM/YYYY (spec §9)', () => {
  it('writes an API day as DD/MM/YYYY', () => {
    expect(exportDay('2026-06-01')).toBe('01/06/2026');
  });

  it("writes a date-time's Dubai day: 22:00 UTC on 31 December is 1 January in Dubai", () => {
    expect(exportDay('2025-12-31T22:00:00Z')).toBe('01/01/2026');
    expect(exportDay('2026-11-28T19:59:59Z')).toBe('28/11/2026');
  });

  it('writes nothing for a missing or unreadable day', () => {
    expect(exportDay(null)).toBe('');
    expect(exportDay(undefined)).toBe('');
    expect(exportDay('')).toBe('');
    expect(exportDay('soon')).toBe('');
  });

  it("a report's date column is DD/MM/YYYY in CSV and XLSX; money and numbers stay numbers", () => {
    expect(exportValue({ key: 'date', type: 'date' }, '2026-11-28', translate)).toBe('28/11/2026');
    expect(exportValue({ key: 'spent_at', type: 'date' }, '2026-11-27T21:15:00Z', translate)).toBe('28/11/2026');
    expect(exportValue({ key: 'amount', type: 'money' }, '1914.05', translate)).toBe(1914.05);
  });

  it("the payroll liabilities sheet writes each employee's contract start DD/MM/YYYY", () => {
    const table = liabilitiesTable(
      {
        month: '2026-11',
        on: '2026-11-28',
        run: null,
        register: [],
        liabilities: [
          {
            employee_id: 1,
            name: 'Omar Khalil',
            basic_salary: 12000,
            contract_start: '2021-03-14',
            service_years: 5.7,
            gratuity: 30000,
            gratuity_capped: false,
            leave_days: 12,
            leave_liability: 4800,
          },
        ],
        totals: { gratuity: 30000, leave_liability: 4800 },
      },
      translate,
    );
    expect(table.rows[0]).toEqual(['Omar Khalil', 12000, '14/03/2021', 5.7, 30000, 12, 4800]);
  });
});
