import { FILES, MINUTES } from './arabicNouns.ts';
import { counted, isolate as v, permissionText, statusText, type CountForms, type MessagePattern } from './arabicWords.ts';

/**
 * Arabic of the messages built from values about access and spend: permissions and sign-in, people
 * and roles, cards, limits and transfers, requests, expenses, disputes and compliance flags.
 */

/** People as the subject of a sentence ('يحمل هذا الدور شخصان'). */
const PEOPLE: CountForms = { one: 'شخص واحد', two: 'شخصان', few: '# أشخاص', many: '# شخصًا', other: '# شخص' };

const CARD_ACTIONS: Readonly<Record<string, string>> = { frozen: 'تجميدها', unfrozen: 'إلغاء تجميدها', terminated: 'إنهاؤها' };

export const SPEND_PATTERNS_AR: readonly MessagePattern[] = [
  // Access.
  { english: /^You do not have permission to (.+)\.$/, arabic: ([permission]) => `ليست لديك صلاحية ${permissionText(permission)}.` },
  {
    english: /^The permission "(.+)" is denied for this firm\.$/,
    arabic: ([permission]) => `صلاحية ${permissionText(permission)} محظورة في هذه المجموعة.`,
  },
  {
    english: /^This call needs an active company: send its id in the (.+) header\.$/,
    arabic: ([header]) => `يحتاج هذا الطلب إلى شركة نشطة: أرسل معرّفها في الترويسة ${v(header)}.`,
  },
  {
    english: /^Card services onboarding of this company is (.+): cards, transfers and funding open once it is completed\.$/,
    arabic: ([status]) =>
      `حالة إعداد خدمات البطاقات لهذه الشركة: ${statusText('onboarding', status)}؛ تُتاح البطاقات والتحويلات والتمويل بعد اكتمال الإعداد.`,
  },
  {
    english: /^You can only grant permissions you hold yourself and the firm does not deny\. Not yours to grant: (.+)\.$/,
    arabic: ([permissions]) =>
      `لا يمكنك أن تمنح إلا الصلاحيات التي تملكها ولا تحظرها المجموعة. صلاحيات لا يمكنك منحها: ${permissions
        .split(', ')
        .map(permissionText)
        .join('، ')}.`,
  },
  { english: /^Unknown permissions: (.+)\.$/, arabic: ([names]) => `صلاحيات غير معروفة: ${v(names)}.` },
  {
    english: /^Too many failed sign-in attempts\. Try again in (\d+) minutes?\.$/,
    arabic: ([minutes]) => `محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد ${counted(minutes, MINUTES)}.`,
  },

  // People, roles, departments.
  {
    english: /^This role is held by (\d+) (?:person|people): take it away from them before deleting it\.$/,
    arabic: ([count]) =>
      `يحمل هذا الدور ${counted(count, PEOPLE)}: انزعه ${count === '1' ? 'عنه' : count === '2' ? 'عنهما' : 'عنهم'} قبل حذفه.`,
  },
  {
    english: /^A person who is (\w+) cannot be made (\w+)\.$/,
    arabic: ([from, to]) => `لا يمكن تغيير حالة شخص من ${statusText('member', from)} إلى ${statusText('member', to)}.`,
  },
  { english: /^These departments do not belong to the company: (.+)\.$/, arabic: ([ids]) => `هذه الأقسام لا تنتمي إلى الشركة: ${v(ids)}.` },
  { english: /^These roles do not belong to the company: (.+)\.$/, arabic: ([ids]) => `هذه الأدوار لا تنتمي إلى الشركة: ${v(ids)}.` },
  {
    english: /^These administrators do not belong to the company: (.+)\.$/,
    arabic: ([ids]) => `هؤلاء المستخدمون لا ينتمون إلى الشركة: ${v(ids)}.`,
  },

  // Cards, limits, transfers, funding.
  {
    english: /^This card is (\w+); it cannot be (frozen|unfrozen|terminated)\.$/,
    arabic: ([status, action]) => `حالة هذه البطاقة ${statusText('card', status)}؛ لا يمكن ${CARD_ACTIONS[action]}.`,
  },
  {
    english: /^This card is (\w+); it can no longer change\.$/,
    arabic: ([status]) => `حالة هذه البطاقة ${statusText('card', status)}؛ لم يعد بالإمكان تغييرها.`,
  },
  {
    english: /^This card is (\w+); its controls can no longer change\.$/,
    arabic: ([status]) => `حالة هذه البطاقة ${statusText('card', status)}؛ لم يعد بالإمكان تغيير ضوابطها.`,
  },
  { english: /^Unknown country codes: (.+)\.$/, arabic: ([codes]) => `رموز دول غير معروفة: ${v(codes)}.` },
  {
    english: /^The limit cannot be below what was already spent \((.+)\)\.$/,
    arabic: ([spent]) => `لا يمكن أن يكون الحد أقل مما أُنفق بالفعل (${v(spent)}).`,
  },
  {
    english: /^The limit of (.+) cannot be more than (.+)\.$/,
    arabic: ([name, maximum]) => `لا يمكن أن يزيد حد ${v(name)} على ${v(maximum)}.`,
  },
  {
    english: /^(.+) holds (\S+); ask for funds in \2\.$/,
    arabic: ([name, currency]) => `عملة ${v(name)} هي ${v(currency)}؛ اطلب التمويل بعملة ${v(currency)}.`,
  },
  {
    english: /^(.+) is terminated or expired; it cannot receive funds\.$/,
    arabic: ([name]) => `البطاقة ${v(name)} منتهية الخدمة أو منتهية الصلاحية؛ لا يمكنها تلقي تمويل.`,
  },
  {
    english: /^Both sides must use the same currency \((.+) → (.+)\)\.$/,
    arabic: ([from, to]) => `يجب أن يستخدم الطرفان العملة نفسها (${v(from)} ← ${v(to)}).`,
  },
  {
    english: /^The amount is more than the wallet holds in ([A-Z]{3}) \((.+)\)\.$/,
    arabic: ([currency, balance]) => `المبلغ أكبر مما تحفظه المحفظة بعملة ${v(currency)} (${v(balance)}).`,
  },
  { english: /^There is no exchange rate for ([A-Z]{3})\.$/, arabic: ([currency]) => `لا يوجد سعر صرف لعملة ${v(currency)}.` },
  {
    english: /^The amount is more than the available balance \((.+)\)\.$/,
    arabic: ([balance]) => `المبلغ أكبر من الرصيد المتاح (${v(balance)}).`,
  },
  {
    english: /^(.+) has a spending limit and holds no money: raise its limit, or set it to Balance to fund it\.$/,
    arabic: ([name]) => `لدى ${v(name)} حد إنفاق ولا يحتفظ بأموال: ارفع حده، أو اجعله رصيدًا لتمويله.`,
  },
  {
    english: /^It holds (.+): move that money out before it stops being prefunded\.$/,
    arabic: ([balance]) => `يحتفظ بمبلغ ${v(balance)}: انقل هذه الأموال أولًا قبل أن يتوقف عن كونه ممولًا مسبقًا.`,
  },
  {
    english: /^The target cannot hold more than (.+)\.$/,
    arabic: ([maximum]) => `لا يمكن أن يزيد رصيد الجهة المستلمة على ${v(maximum)}.`,
  },

  // Requests (cards and limits; funding).
  {
    english: /^A request that is (\w+) cannot become (\w+)\.$/,
    arabic: ([from, to]) => `لا يمكن تغيير حالة طلب من ${statusText('request', from)} إلى ${statusText('request', to)}.`,
  },
  {
    english: /^This request is (\w+); it cannot become (\w+)\.$/,
    arabic: ([from, to]) => `حالة هذا الطلب ${statusText('funding', from)}؛ لا يمكن تغييرها إلى ${statusText('funding', to)}.`,
  },

  // Expenses.
  {
    english: /^A (\w+) expense cannot be changed\.$/,
    arabic: ([status]) => `لا يمكن تعديل مصروف حالته ${statusText('expense', status)}.`,
  },
  {
    english: /^A (\w+) expense cannot be (approved|rejected)\.$/,
    arabic: ([status, decision]) => `لا يمكن ${decision === 'approved' ? 'اعتماد' : 'رفض'} مصروف حالته ${statusText('expense', status)}.`,
  },
  {
    english: /^An expense that is (\w+) cannot become (\w+)\.$/,
    arabic: ([from, to]) => `لا يمكن تغيير حالة مصروف من ${statusText('expense', from)} إلى ${statusText('expense', to)}.`,
  },
  {
    english: /^The books are locked up to (.+): an expense dated on or before it cannot be changed\.$/,
    arabic: ([day]) => `الدفاتر مقفلة حتى ${v(day)}: لا يمكن تعديل مصروف مؤرخ في هذا التاريخ أو قبله.`,
  },
  {
    english: /^The books are locked up to (.+): an expense dated on or before it cannot be recorded\.$/,
    arabic: ([day]) => `الدفاتر مقفلة حتى ${v(day)}: لا يمكن تسجيل مصروف مؤرخ في هذا التاريخ أو قبله.`,
  },
  {
    english: /^The VAT cannot be more than the expense \((.+)\)\.$/,
    arabic: ([amount]) => `لا يمكن أن تزيد ضريبة القيمة المضافة على مبلغ المصروف (${v(amount)}).`,
  },

  // Disputes and compliance flags.
  {
    english: /^This expense is already disputed \(dispute (\d+), (\w+)\)\.$/,
    arabic: ([id, status]) => `هذا المصروف معترض عليه بالفعل (النزاع ${v(id)}، ${statusText('dispute', status)}).`,
  },
  {
    english: /^The disputed amount must be more than 0 and at most the expense's (.+)\.$/,
    arabic: ([amount]) => `يجب أن يكون المبلغ المعترض عليه أكبر من 0 وألا يزيد على مبلغ المصروف ${v(amount)}.`,
  },
  {
    english: /^A dispute that is (\w+) cannot become submitted\.$/,
    arabic: ([status]) => `لا يمكن تقديم نزاع حالته ${statusText('dispute', status)}.`,
  },
  {
    english: /^A dispute may have at most (\d+) files\.$/,
    arabic: ([count]) => `يمكن أن يحتوي النزاع على ${counted(count, FILES)} على الأكثر.`,
  },
  {
    english: /^A (\w+) dispute can no longer change: nothing is edited after submission\.$/,
    arabic: ([status]) => `لا يمكن تغيير نزاع حالته ${statusText('dispute', status)}: لا يُعدَّل شيء بعد التقديم.`,
  },
  {
    english: /^A (\w+) dispute can no longer change\.$/,
    arabic: ([status]) => `لا يمكن تغيير نزاع حالته ${statusText('dispute', status)}.`,
  },
  {
    english: /^A (\w+) flag cannot be (resolved|dismissed): only open flags can\.$/,
    arabic: ([status, action]) =>
      `لا يمكن ${action === 'resolved' ? 'حل' : 'تجاهل'} تنبيه حالته ${statusText('compliance_flag', status)}: يمكن ذلك للتنبيهات المفتوحة فقط.`,
  },
];
