import { CHARACTERS, DAYS, EMAIL_ADDRESSES, FIELDS, PARTS } from './arabicNouns.ts';
import { counted, isolate as v, statusText, type MessagePattern } from './arabicWords.ts';

/**
 * Arabic of the messages built from values about the books and the back office: the accounting
 * sync and integrations, payroll and the wallet, reports, e-mail lists and forms.
 */

export const ACCOUNTING_PATTERNS_AR: readonly MessagePattern[] = [
  // Accounting, its sync and the integrations.
  {
    english: /^It was synced as (.+) and the books are locked up to (.+): it cannot be synced again\.$/,
    arabic: ([reference, day]) => `تمت مزامنته برقم ${v(reference)} والدفاتر مقفلة حتى ${v(day)}: لا يمكن مزامنته مرة أخرى.`,
  },
  {
    english: /^The books are locked up to (.+): a record dated on or before it cannot be synced\.$/,
    arabic: ([day]) => `الدفاتر مقفلة حتى ${v(day)}: لا يمكن مزامنة سجل مؤرخ في هذا التاريخ أو قبله.`,
  },
  {
    english: /^The category (.+) has no GL account: map it to an account of the chart of accounts\.$/,
    arabic: ([category]) => `الفئة ${v(category)} بلا حساب في دفتر الأستاذ: اربطها بحساب من دليل الحسابات.`,
  },
  {
    english: /^The vendor (.+) does not exist in (.+): add it there before syncing its bills\.$/,
    arabic: ([vendor, system]) =>
      `المورّد ${v(vendor)} غير موجود في ${system === 'the accounting system' ? 'النظام المحاسبي' : v(system)}: أضفه هناك قبل مزامنة فواتيره.`,
  },
  {
    english: /^(.+) is already a vendor in (.+)\.$/,
    arabic: ([vendor, organisation]) => `${v(vendor)} موجود بالفعل كمورّد في ${v(organisation)}.`,
  },
  {
    english: /^(.+) is already connected to (.+); disconnect it before connecting (.+)\.$/,
    arabic: ([company, current, wanted]) => `الشركة ${v(company)} مرتبطة بالفعل بـ ${v(current)}؛ افصلها قبل ربط ${v(wanted)}.`,
  },
  {
    english: /^(.+) has no accounting connection to disconnect\.$/,
    arabic: ([company]) => `ليس لدى الشركة ${v(company)} ربط محاسبي لفصله.`,
  },
  {
    english: /^(.+) has no accounting connection; connect one before importing\.$/,
    arabic: ([company]) => `ليس لدى الشركة ${v(company)} ربط محاسبي؛ اربط نظامًا محاسبيًا قبل الاستيراد.`,
  },
  {
    english: /^The (.+) connection needs attention; connect it again before importing\.$/,
    arabic: ([provider]) => `يحتاج الربط مع ${v(provider)} إلى انتباه؛ اربطه مرة أخرى قبل الاستيراد.`,
  },

  // Payroll and the wallet.
  {
    english: /^(\d{4}-\d{2}) has a salary run already: open it from the list\.$/,
    arabic: ([month]) => `يوجد مسير رواتب لشهر ${v(month)} بالفعل: افتحه من القائمة.`,
  },
  {
    english: /^A run that is (\w+) cannot change: only a draft's lines change\.$/,
    arabic: ([status]) => `لا يمكن تغيير مسير رواتب حالته ${statusText('salary_run', status)}: لا تتغير إلا أسطر المسودة.`,
  },
  {
    english: /^A run that is (\w+) cannot become (\w+)\.$/,
    arabic: ([from, to]) => `لا يمكن تغيير حالة مسير رواتب من ${statusText('salary_run', from)} إلى ${statusText('salary_run', to)}.`,
  },
  {
    english: /^Only the bank makes a run (\w+): submit the file and the bank answers\.$/,
    arabic: ([status]) => `البنك وحده يجعل حالة المسير ${statusText('salary_run', status)}: أرسل الملف وسيرد البنك.`,
  },
  {
    english: /^The salary file is made once the run is approved: this run is (\w+)\.$/,
    arabic: ([status]) => `يُنشأ ملف الرواتب بعد الموافقة على المسير: حالة هذا المسير ${statusText('salary_run', status)}.`,
  },
  {
    english: /^Unpaid leave cannot exceed the (\d+) days of the period\.$/,
    arabic: ([days]) => `لا يمكن أن تتجاوز الإجازة غير المدفوعة أيام الفترة (${v(days)}).`,
  },
  {
    english: /^Unpaid leave days must be a whole number from 0 to (\d+)\.$/,
    arabic: ([days]) => `يجب أن تكون أيام الإجازة غير المدفوعة عددًا صحيحًا من 0 إلى ${v(days)}.`,
  },
  {
    english: /^A UAE IBAN is AE followed by 21 digits; this one has (\d+) characters after AE\.$/,
    arabic: ([count]) => `الآيبان الإماراتي هو AE متبوعًا بـ 21 رقمًا؛ وهذا الآيبان يحتوي على ${counted(count, CHARACTERS)} بعد AE.`,
  },
  // One line of a salary file the bank would reject ('Line 2 (Otis Mann): <the problem>').
  {
    english: /^Line (\d+)(?: \((.+?)\))?: (.+)$/,
    arabic: ([line, employee, problem], translate) => `السطر ${v(line)}${employee ? ` (${v(employee)})` : ''}: ${translate(problem)}`,
  },
  {
    english: /^The company wallet holds (.+?); paying (?:bill (.+)|the salaries of (.+)) needs (.+)\.$/,
    arabic: ([balance, bill, month, amount]) =>
      `رصيد محفظة الشركة ${v(balance)}؛ ودفع ${bill ? `الفاتورة ${v(bill)}` : `رواتب ${v(month)}`} يحتاج إلى ${v(amount)}.`,
  },

  // Reports, e-mail lists and forms.
  { english: /^This report has no column (.+)\.$/, arabic: ([columns]) => `لا يحتوي هذا التقرير على العمود ${v(columns)}.` },
  { english: /^A period covers at most (\d+) days\.$/, arabic: ([days]) => `لا تزيد الفترة على ${counted(days, DAYS)}.` },
  {
    english: /^Daily buckets cover at most (\d+) days: choose weeks or months\.$/,
    arabic: ([days]) => `لا يزيد التجميع اليومي على ${counted(days, DAYS)}: اختر الأسابيع أو الأشهر.`,
  },
  { english: /^At most (\d+) e-mail addresses\.$/, arabic: ([count]) => `يُسمح بـ ${counted(count, EMAIL_ADDRESSES)} على الأكثر.` },
  {
    english: /^A form may have at most (\d+) fields\.$/,
    arabic: ([count]) => `يمكن أن يحتوي النموذج على ${counted(count, FIELDS)} على الأكثر.`,
  },
  {
    english: /^A form may have at most (\d+) parts\.$/,
    arabic: ([count]) => `يمكن أن يحتوي النموذج على ${counted(count, PARTS)} على الأكثر.`,
  },
  {
    english: /^A form field may hold at most (\d+) KB\.$/,
    arabic: ([size]) => `يمكن أن يحتوي حقل النموذج على ${v(size)} كيلوبايت على الأكثر.`,
  },
  {
    english: /^A form field name may have at most (\d+) characters\.$/,
    arabic: ([count]) => `يمكن أن يتكون اسم حقل النموذج من ${counted(count, CHARACTERS)} على الأكثر.`,
  },
  {
    english: /^The form is too large: one attachment of at most (\S+) MB and (\d+) short fields are accepted\.$/,
    arabic: ([size, count]) => `النموذج كبير جدًا: يُقبل مرفق واحد بحجم ${v(size)} ميغابايت على الأكثر، وحتى ${v(count)} من الحقول القصيرة.`,
  },
];
