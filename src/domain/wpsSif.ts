/**
 * The WPS Salary Information File (SIF, issue 17): what the employer's bank receives to pay a month's
 * salaries through the UAE Wage Protection System. Comma-separated ASCII, one `EDR` line per
 * employee and one `SCR` line last; lines end with CR LF. The checker lists, before the file is
 * made, every line that would make the bank reject the whole file, with the fix. Pure: the app and
 * the mock both call it.
 *
 * EDR,<person ID, 14 digits>,<routing code, 9>,<IBAN>,<pay start YYYY-MM-DD>,<pay end YYYY-MM-DD>,
 *     <days in period>,<fixed income 0.00>,<variable income 0.00>,<unpaid leave days>
 * SCR,<employer ID, 13 digits>,<bank routing code, 9>,<created YYYY-MM-DD>,<created HHMM>,
 *     <salary month MMYYYY>,<EDR count>,<total fixed + variable 0.00>,AED
 * Name: <employer ID 13><YYMMDDHHMMSS>.SIF (creation time, Dubai).
 */
import { toCents, wholeCents } from './cents';
import { isValidRoutingCode, isValidEmployerId, normalizeDigits, normalizeIban, uaeIbanProblem } from './uaeIdentifiers';

export interface SifEmployeeRecord {
  /** Who it is, for the checker's sentences (not written to the file). */
  name: string;
  person_id: string | null;
  routing_code: string | null;
  iban: string | null;
  pay_start: string;
  pay_end: string;
  days_in_period: number;
  fixed_income: number;
  variable_income: number;
  unpaid_leave_days: number;
}

export interface SifInput {
  employer_id: string | null;
  routing_code: string | null;
  /** `YYYY-MM`. */
  month: string;
  /** When the file is made (the file's name and SCR line, in Dubai time). */
  created_at: Date;
  records: readonly SifEmployeeRecord[];
  /** The total the run declares (its net): the checker refuses a file whose lines do not add up to it. */
  declared_total: number;
}

export interface SifProblem {
  /** 1-based line of the file (the EDR lines, then the SCR line). */
  line: number;
  record_type: 'EDR' | 'SCR';
  /** The employee of an EDR line; null on the SCR line. */
  employee: string | null;
  field: string;
  /** What is wrong and how to fix it. */
  message: string;
}

const DUBAI_OFFSET_MS = 4 * 3_600_000;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** A moment in Dubai's wall clock (UTC+4, no daylight saving). */
function dubaiParts(at: Date) {
  const local = new Date(at.getTime() + DUBAI_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
    seconds: local.getUTCSeconds(),
  };
}

/** An amount with two decimals, from whole cents (no binary rounding of `x.xx5`). */
export function sifAmount(amount: number): string {
  const cents = wholeCents(amount);
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 && cents > 0 ? `-${text}` : text;
}

/** `<employer ID 13><YYMMDDHHMMSS>.SIF`. */
export function sifFileName(employerId: string, createdAt: Date): string {
  const p = dubaiParts(createdAt);
  return `${normalizeDigits(employerId).padStart(13, '0')}${pad2(p.year % 100)}${pad2(p.month)}${pad2(p.day)}${pad2(p.hours)}${pad2(p.minutes)}${pad2(p.seconds)}.SIF`;
}

/** One EDR line. */
export function edrLine(record: SifEmployeeRecord): string {
  return [
    'EDR',
    normalizeDigits(record.person_id ?? '').padStart(14, '0'),
    normalizeDigits(record.routing_code ?? ''),
    normalizeIban(record.iban ?? ''),
    record.pay_start,
    record.pay_end,
    String(record.days_in_period),
    sifAmount(record.fixed_income),
    sifAmount(record.variable_income),
    String(record.unpaid_leave_days),
  ].join(',');
}

/** The SCR line: the employer, its bank, when, which month, how many EDR lines and their total. */
export function scrLine(input: SifInput): string {
  const p = dubaiParts(input.created_at);
  const [year, month] = input.month.split('-');
  const total = input.records.reduce((sum, record) => sum + toCents(record.fixed_income) + toCents(record.variable_income), 0) / 100;
  return [
    'SCR',
    normalizeDigits(input.employer_id ?? '').padStart(13, '0'),
    normalizeDigits(input.routing_code ?? ''),
    `${p.year}-${pad2(p.month)}-${pad2(p.day)}`,
    `${pad2(p.hours)}${pad2(p.minutes)}`,
    `${month}${year}`,
    String(input.records.length),
    sifAmount(total),
    'AED',
  ].join(',');
}

export const SIF_LINE_END = '\r\n';

/** The file: its name, its lines and its text (ASCII; every line ends with CR LF). */
export function writeSif(input: SifInput): { name: string; lines: string[]; content: string } {
  const lines = [...input.records.map(edrLine), scrLine(input)];
  return {
    name: sifFileName(input.employer_id ?? '', input.created_at),
    lines,
    content: lines.map((line) => `${line}${SIF_LINE_END}`).join(''),
  };
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * Every line the bank would reject the whole file for, with the fix; empty when the file may be
 * made. Checks each EDR (person ID, routing code, IBAN, days, amounts) and the SCR (employer ID and
 * routing code, at least one employee, the lines adding up to the run's total).
 */
export function checkSif(input: SifInput): SifProblem[] {
  const problems: SifProblem[] = [];
  input.records.forEach((record, index) => {
    const line = index + 1;
    const add = (field: string, message: string) => problems.push({ line, record_type: 'EDR', employee: record.name, field, message });
    if (!record.person_id || normalizeDigits(record.person_id) === '')
      add('person_id', 'The MoHRE person ID is missing: add the 14-digit number on the employee’s labour card.');
    else if (!/^\d{1,14}$/.test(normalizeDigits(record.person_id)))
      add('person_id', 'The MoHRE person ID must be 14 digits: copy it again from the labour card.');
    if (!isValidRoutingCode(record.routing_code))
      add('routing_code', 'The bank routing code must be 9 digits: take it from the employee’s bank letter.');
    const ibanProblem = uaeIbanProblem(record.iban);
    if (ibanProblem) add('iban', ibanProblem);
    if (!Number.isInteger(record.days_in_period) || record.days_in_period < 1 || record.days_in_period > 31)
      add('days_in_period', 'Days in the period must be a whole number from 1 to 31.');
    if (!Number.isInteger(record.unpaid_leave_days) || record.unpaid_leave_days < 0 || record.unpaid_leave_days > record.days_in_period)
      add('unpaid_leave_days', `Unpaid leave days must be a whole number from 0 to ${record.days_in_period}.`);
    if (record.fixed_income < 0) add('fixed_income', 'Fixed income cannot be negative: correct the employee’s pay.');
    if (record.variable_income < 0)
      add('variable_income', 'Variable income cannot be negative: enter deductions in the fixed pay instead.');
    if (record.fixed_income + record.variable_income <= 0)
      add('net_pay', 'Nothing is paid to this employee: set the employee inactive or enter the pay.');
    if (!ASCII.test(edrLine(record))) add('iban', 'The line holds a character that is not plain ASCII: retype the IBAN and IDs.');
  });
  const scr = input.records.length + 1;
  const addScr = (field: string, message: string) => problems.push({ line: scr, record_type: 'SCR', employee: null, field, message });
  if (!isValidEmployerId(input.employer_id))
    addScr('employer_id', 'The employer (establishment) ID must be 13 digits: set it on the payroll bank account page.');
  if (!isValidRoutingCode(input.routing_code))
    addScr('routing_code', 'The employer bank’s routing code must be 9 digits: set it on the payroll bank account page.');
  if (input.records.length === 0) addScr('records', 'The file has no employee: add active employees to the run.');
  const total = input.records.reduce((sum, record) => sum + toCents(record.fixed_income) + toCents(record.variable_income), 0);
  if (total !== toCents(input.declared_total))
    addScr(
      'total',
      `The lines add up to ${sifAmount(total / 100)} but the run's total is ${sifAmount(input.declared_total)}: recalculate the run before making the file.`,
    );
  return problems;
}
