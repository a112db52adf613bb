/**
 * End-of-service gratuity and leave liability (issue 17, `/payroll/reports`), UAE Federal
 * Decree-Law 33/2021 Art. 51: nothing before one year of continuous service; then 21 days of basic
 * wage for each of the first five years and 30 days for each year after, partial years pro rata;
 * the daily wage is the basic monthly wage ÷ 30; the total never exceeds two years' wage (24 months
 * of basic). Pure: the reports and the mock use it.
 */
import { roundCents } from './cents';

export interface ServiceLength {
  /** Whole years, months and remaining days from the start to the end (calendar). */
  years: number;
  months: number;
  days: number;
  /** In years: whole months ÷ 12 + remaining days ÷ 365. */
  in_years: number;
}

/** How long someone has served from `start` to `end` (YYYY-MM-DD, `end` included as the last day worked is not counted twice). */
export function serviceLength(start: string, end: string): ServiceLength {
  const [y1, m1, d1] = start.split('-').map(Number);
  const [y2, m2, d2] = end.split('-').map(Number);
  if (`${end}` <= `${start}`) return { years: 0, months: 0, days: 0, in_years: 0 };
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (d2 < d1) months -= 1;
  // The day `months` whole months after the start (the 31st falls back to a shorter month's last day).
  const anchorMonthDays = new Date(Date.UTC(y1, m1 - 1 + months + 1, 0)).getUTCDate();
  const anchor = Date.UTC(y1, m1 - 1 + months, Math.min(d1, anchorMonthDays));
  const days = Math.round((Date.UTC(y2, m2 - 1, d2) - anchor) / 86_400_000);
  return { years: Math.floor(months / 12), months: months % 12, days, in_years: months / 12 + days / 365 };
}

export interface Gratuity {
  service: ServiceLength;
  /** Days of basic wage earned (21 a year for five years, 30 a year after). */
  days_of_wage: number;
  daily_wage: number;
  /** What the employee would receive leaving on the end date. */
  amount: number;
  /** The two years' wage cap applied. */
  capped: boolean;
}

/** The gratuity of a basic monthly wage over the service from `start` to `end`. */
export function endOfServiceGratuity(basicMonthly: number, start: string, end: string): Gratuity {
  const service = serviceLength(start, end);
  const years = service.in_years;
  const dailyWage = basicMonthly / 30;
  if (years < 1) return { service, days_of_wage: 0, daily_wage: roundCents(dailyWage), amount: 0, capped: false };
  const daysOfWage = 21 * Math.min(years, 5) + 30 * Math.max(years - 5, 0);
  const earned = (basicMonthly * daysOfWage) / 30;
  const cap = basicMonthly * 24;
  return {
    service,
    days_of_wage: Math.round(daysOfWage * 1000) / 1000,
    daily_wage: roundCents(dailyWage),
    amount: roundCents(Math.min(earned, cap)),
    capped: earned > cap,
  };
}

/** Unused annual leave paid on the basic wage: days × basic ÷ 30. */
export const leaveLiability = (basicMonthly: number, leaveDays: number): number => roundCents((basicMonthly * Math.max(0, leaveDays)) / 30);
