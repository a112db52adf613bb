import { isolate as v, type MessagePattern } from './arabicWords.ts';

/**
 * Arabic of the bell's notifications (`data.title`), which the mock writes in English when something
 * happens (an expense decided or commented on, a card, limit or funding request decided, salaries late) and answers in the
 * reader's language when the bell asks. A reason or comment someone wrote stays as written.
 */

const CARD_TYPES: Readonly<Record<string, string>> = { virtual: 'افتراضية', physical: 'فعلية' };
const cardRequest = (type: string | undefined) => (type ? `طلبك للحصول على بطاقة ${CARD_TYPES[type] ?? v(type)}` : 'طلبك للحصول على بطاقة');

export const NOTIFICATION_PATTERNS_AR: readonly MessagePattern[] = [
  // Expenses.
  { english: /^Your expense at (.+) was approved\.$/, arabic: ([merchant]) => `تمت الموافقة على مصروفك لدى ${v(merchant)}.` },
  { english: /^Your expense at (.+?) was rejected: (.*)$/s, arabic: ([merchant, reason]) => `رُفض مصروفك لدى ${v(merchant)}: ${v(reason)}` },
  {
    english: /^(.+) commented on your expense at (.+) \(([^()]+)\)\.$/,
    arabic: ([who, merchant, amount]) => `علّق ${v(who)} على مصروفك لدى ${v(merchant)} (${v(amount)}).`,
  },
  // Card and limit requests.
  { english: /^Your (?:(\w+) )?card request was approved\.$/, arabic: ([type]) => `تمت الموافقة على ${cardRequest(type || undefined)}.` },
  {
    english: /^Your (?:(\w+) )?card request was declined: (.*)$/s,
    arabic: ([type, reason]) => `رُفض ${cardRequest(type || undefined)}: ${v(reason)}`,
  },
  {
    english: /^Your limit request \(([^()]+)\) was approved\.$/,
    arabic: ([amount]) => `تمت الموافقة على طلبك لتعديل الحد (${v(amount)}).`,
  },
  {
    english: /^Your limit request \(([^()]+)\) was declined: (.*)$/s,
    arabic: ([amount, reason]) => `رُفض طلبك لتعديل الحد (${v(amount)}): ${v(reason)}`,
  },
  // Payroll: salaries late.
  {
    english: /^Salaries of (.+) at (.+) are not paid 15 days after their due date \((.+)\): (.+) to pay\.$/,
    arabic: ([month, company, due, amount]) =>
      `رواتب ${v(month)} في ${v(company)} غير مدفوعة بعد 15 يومًا من تاريخ استحقاقها (${v(due)}): ${v(amount)} مستحقة الدفع.`,
  },
  {
    english: /^Salaries of (.+) at (.+) have no run and are not paid 15 days after their due date \((.+)\)\.$/,
    arabic: ([month, company, due]) =>
      `رواتب ${v(month)} في ${v(company)} بلا مسيّر رواتب، ولم تُدفع بعد 15 يومًا من تاريخ استحقاقها (${v(due)}).`,
  },
  // Funding requests.
  {
    english: /^(.+?) approved your funding request of (.+?) for (.+)\.$/,
    arabic: ([by, amount, target]) => `وافق ${v(by)} على طلب التمويل الذي قدّمته بمبلغ ${v(amount)} لصالح ${v(target)}.`,
  },
  {
    english: /^(.+?) declined your funding request of (.+?) for (.+?): (.*)$/s,
    arabic: ([by, amount, target, reason]) => `رفض ${v(by)} طلب التمويل الذي قدّمته بمبلغ ${v(amount)} لصالح ${v(target)}: ${v(reason)}`,
  },
];
