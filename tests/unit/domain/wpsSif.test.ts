import { describe, expect, it } from 'vitest';
import { checkSif, sifAmount, sifFileName, writeSif, type SifEmployeeRecord, type SifInput } from '../../../src/domain/wpsSif';

const GOOD_IBAN = 'AE070331234567890123456';

const record = (overrides: Partial<SifEmployeeRecord> = {}): SifEmployeeRecord => ({
  name: 'Aisha Rahman',
  person_id: '12345678901234',
  routing_code: '702010101',
  iban: GOOD_IBAN,
  pay_start: '2026-10-01',
  pay_end: '2026-10-31',
  days_in_period: 31,
  fixed_income: 12_500,
  variable_income: 350.5,
  unpaid_leave_days: 0,
  ...overrides,
});

const input = (overrides: Partial<SifInput> = {}): SifInput => ({
  employer_id: '1234567890123',
  routing_code: '803320101',
  month: '2026-10',
  // 10:30:15 in Dubai (UTC+4).
  created_at: new Date('2026-11-25T06:30:15Z'),
  records: [
    record(),
    record({
      name: 'Omar Said',
      person_id: '987654321',
      iban: 'ae07 0331 2345 6789 0123 456',
      fixed_income: 4000.3,
      variable_income: 0,
      unpaid_leave_days: 2,
    }),
  ],
  declared_total: 16_850.8,
  ...overrides,
});

describe('WPS SIF writer', () => {
  it('writes the hand-checked file: EDR lines, SCR last, CR LF, ASCII', () => {
    const file = writeSif(input());
    expect(file.name).toBe('1234567890123261125103015.SIF');
    expect(file.lines).toEqual([
      'EDR,12345678901234,702010101,AE070331234567890123456,2026-10-01,2026-10-31,31,12500.00,350.50,0',
      'EDR,00000987654321,702010101,AE070331234567890123456,2026-10-01,2026-10-31,31,4000.30,0.00,2',
      'SCR,1234567890123,803320101,2026-11-25,1030,102026,2,16850.80,AED',
    ]);
    expect(file.content).toBe(`${file.lines.join('\r\n')}\r\n`);
    expect(/^[ -~\r\n]*$/.test(file.content)).toBe(true);
  });

  it('pads the employer ID to 13 and uses Dubai time across midnight for the name and the SCR date', () => {
    const at = new Date('2026-11-30T21:05:09Z'); // 01:05:09 on 1 December in Dubai
    expect(sifFileName('123456789', at)).toBe('0000123456789261201010509.SIF');
    const scr = writeSif(input({ employer_id: '123456789', created_at: at })).lines.at(-1);
    expect(scr).toBe('SCR,0000123456789,803320101,2026-12-01,0105,102026,2,16850.80,AED');
  });

  it('writes amounts with two decimals without binary rounding errors', () => {
    expect(sifAmount(0)).toBe('0.00');
    expect(sifAmount(1.005)).toBe('1.01');
    expect(sifAmount(0.1 + 0.2)).toBe('0.30');
    expect(sifAmount(1234567.8)).toBe('1234567.80');
    // Count and total of many cents add up exactly.
    const many = Array.from({ length: 1000 }, () => record({ fixed_income: 0.1, variable_income: 0.2 }));
    expect(writeSif(input({ records: many, declared_total: 300 })).lines.at(-1)).toBe(
      'SCR,1234567890123,803320101,2026-11-25,1030,102026,1000,300.00,AED',
    );
  });
});

describe('WPS SIF checker', () => {
  it('finds nothing in a good file', () => {
    expect(checkSif(input())).toEqual([]);
  });

  it('lists every line the bank would reject, with the field and the fix', () => {
    const problems = checkSif(
      input({
        employer_id: '12345',
        routing_code: '80332010',
        records: [
          record({ person_id: null }),
          record({ name: 'Omar Said', iban: 'AE070331234567890123457', routing_code: '7020' }),
          record({ name: 'Lina Haddad', iban: 'GB82WEST12345698765432', unpaid_leave_days: 32 }),
        ],
        declared_total: 1,
      }),
    );
    expect(problems.map((problem) => [problem.line, problem.record_type, problem.field])).toEqual([
      [1, 'EDR', 'person_id'],
      [2, 'EDR', 'routing_code'],
      [2, 'EDR', 'iban'],
      [3, 'EDR', 'iban'],
      [3, 'EDR', 'unpaid_leave_days'],
      [4, 'SCR', 'employer_id'],
      [4, 'SCR', 'routing_code'],
      [4, 'SCR', 'total'],
    ]);
    expect(problems[0].message).toMatch(/missing: add the 14-digit number/);
    expect(problems[2]).toMatchObject({ employee: 'Omar Said', message: expect.stringMatching(/mod-97/) });
    expect(problems[3].message).toMatch(/starts with AE/);
    expect(problems[7].message).toBe(
      "The lines add up to 38551.50 but the run's total is 1.00: recalculate the run before making the file.",
    );
  });

  it('refuses a file without employees and an employee paid nothing', () => {
    expect(checkSif(input({ records: [], declared_total: 0 })).map((problem) => problem.field)).toEqual(['records']);
    expect(checkSif(input({ records: [record({ fixed_income: 0, variable_income: 0 })], declared_total: 0 }))[0].field).toBe('net_pay');
  });
});
