import { CATALOGUE_NOUNS, LINES, OTHER_USES, USE_PLURALS, USES, type CatalogueNoun } from './arabicNouns.ts';
import { counted, isolate as v, type MessagePattern } from './arabicWords.ts';

/**
 * Arabic of the messages built from values about the catalogues (tags, branches, categories, GL
 * accounts…): their CSV imports, the one default, and what keeps a row from being archived or deleted.
 */

/** A catalogue's noun; one the messages do not know reads as 'item'. */
const catalogueNoun = (noun: string): CatalogueNoun =>
  Object.hasOwn(CATALOGUE_NOUNS, noun)
    ? CATALOGUE_NOUNS[noun]
    : { a: 'عنصر', the: 'العنصر', this: 'هذا العنصر', other: 'عنصرًا آخر', feminine: false };

/** The default one: 'هذا هو الفرع الافتراضي' / 'هذه هي طريقة الدفع الافتراضية'. */
const theDefault = (noun: CatalogueNoun) => (noun.feminine ? 'الافتراضية' : 'الافتراضي');

/** '3 expenses and 1 purchase order' (`countedUses`), or 'the default accounts', in Arabic. */
function usesText(uses: string): string {
  return uses
    .split(' and ')
    .map((use) => {
      if (Object.hasOwn(OTHER_USES, use)) return OTHER_USES[use];
      const [, count, noun] = /^(\d+) (.+)$/.exec(use) ?? [];
      const singular = noun && (Object.hasOwn(USES, noun) ? noun : Object.hasOwn(USE_PLURALS, noun) ? USE_PLURALS[noun] : null);
      return singular && Object.hasOwn(USES, singular) ? counted(count, USES[singular]) : v(use);
    })
    .join(' و');
}

/** 'ب' joined to a word ('بشخص واحد'), written 'بـ ' before a value in its isolate ('بـ 3 مصروفات'). */
const withBi = (text: string) => (/^[\u0600-\u06FF]/.test(text) ? `ب${text}` : `بـ ${text}`);

export const CATALOGUE_PATTERNS_AR: readonly MessagePattern[] = [
  // Catalogues and their CSV imports.
  {
    english: /^(\d+) lines? (?:has|have) errors; nothing was imported\.$/,
    arabic: ([count]) => `لم يُستورد شيء: في ${counted(count, LINES)} أخطاء.`,
  },
  {
    english: /^Unknown column "(.+)"; the columns are: (.+)\.$/,
    arabic: ([column, columns]) => `العمود ${v(column)} غير معروف؛ الأعمدة هي: ${v(columns)}.`,
  },
  { english: /^No active inventory item has the SKU "(.+)"\.$/, arabic: ([sku]) => `لا يوجد صنف مخزون نشط رمزه (SKU) ${v(sku)}.` },
  { english: /^No active tax rate is named "(.+)"\.$/, arabic: ([name]) => `لا توجد نسبة ضريبة نشطة باسم ${v(name)}.` },
  // References an import names (server/mock-api/policy/namedReferences.ts).
  {
    english: /^No active GL account has the code or name "(.+)"\.$/,
    arabic: ([name]) => `لا يوجد حساب أستاذ عام نشط رمزه أو اسمه ${v(name)}.`,
  },
  {
    english: /^(\d+) active GL accounts are named "(.+)"; use the account's code\.$/,
    arabic: ([count, name]) => `يحمل ${v(count)} من حسابات الأستاذ العام النشطة الاسم ${v(name)}؛ استخدم رمز الحساب.`,
  },
  {
    english: /^(\d+) active tax rates are named "(.+)"; rename one of them first\.$/,
    arabic: ([count, name]) => `تحمل ${v(count)} من نسب الضريبة النشطة الاسم ${v(name)}؛ غيّر اسم إحداها أولًا.`,
  },
  {
    english: /^No active category has the code or name "(.+)"\.$/,
    arabic: ([name]) => `لا توجد فئة نشطة رمزها أو اسمها ${v(name)}.`,
  },
  {
    english: /^(\d+) active categories are named "(.+)"; use the category's code\.$/,
    arabic: ([count, name]) => `تحمل ${v(count)} من الفئات النشطة الاسم ${v(name)}؛ استخدم رمز الفئة.`,
  },
  {
    english: /^No person of the company has the e-mail "(.+)"\.$/,
    arabic: ([email]) => `لا يوجد شخص في الشركة بريده الإلكتروني ${v(email)}.`,
  },
  {
    english: /^(\d+) people of the company have the e-mail "(.+)"\.$/,
    arabic: ([count, email]) => `يحمل ${v(count)} من أشخاص الشركة البريد الإلكتروني ${v(email)}.`,
  },
  {
    english: /^No department of the company is named "(.+)"\.$/,
    arabic: ([name]) => `لا يوجد قسم في الشركة باسم ${v(name)}.`,
  },
  {
    english: /^(\d+) departments are named "(.+)"; rename one of them first\.$/,
    arabic: ([count, name]) => `يحمل ${v(count)} من الأقسام الاسم ${v(name)}؛ غيّر اسم أحدها أولًا.`,
  },
  {
    english: /^No active counterpart is named "(.+)" or has this TRN\.$/,
    arabic: ([name]) => `لا يوجد طرف مقابل نشط باسم ${v(name)} أو برقم التسجيل الضريبي هذا.`,
  },
  {
    english: /^Every line of order "(.+)" must have the same (.+) as its first line \(line (\d+)\)\.$/,
    arabic: ([reference, column, line]) =>
      `يجب أن تحمل كل أسطر الأمر ${v(reference)} قيمة ${v(column)} نفسها التي في سطره الأول (السطر ${v(line)}).`,
  },
  {
    english: /^No category with the code (.+) in the company or in this file\.$/,
    arabic: ([code]) => `لا توجد فئة بالرمز ${v(code)} في الشركة ولا في هذا الملف.`,
  },
  { english: /^Unknown merchant categories: (.+)\.$/, arabic: ([codes]) => `فئات تجار غير معروفة: ${v(codes)}.` },
  {
    english: /^(.+) is already mapped to (.+)\.$/,
    arabic: ([merchantCategory, category]) => `فئة التجار ${v(merchantCategory)} مرتبطة بالفعل بالفئة ${v(category)}.`,
  },
  {
    english: /^(.+) is itself a child: categories are two levels deep at most\.$/,
    arabic: ([category]) => `الفئة ${v(category)} فرعية بدورها: للفئات مستويان على الأكثر.`,
  },
  {
    english: /^This is the default (.+); make another one the default (instead|first)\.$/,
    arabic: ([name, when]) => {
      const noun = catalogueNoun(name);
      const is = noun.feminine ? 'هي' : 'هو';
      const then = when === 'first' ? 'أولًا' : 'بدلًا من ذلك';
      return `${noun.feminine ? 'هذه' : 'هذا'} ${is} ${noun.the} ${theDefault(noun)}؛ اجعل ${noun.other} ${is} ${theDefault(noun)} ${then}.`;
    },
  },
  {
    english: /^An archived (.+) cannot be the default; restore it first\.$/,
    arabic: ([name]) => {
      const noun = catalogueNoun(name);
      return noun.feminine
        ? `لا يمكن أن تكون ${noun.the} المؤرشفة هي الافتراضية؛ استعدها أولًا.`
        : `لا يمكن أن يكون ${noun.the} المؤرشف هو الافتراضي؛ استعده أولًا.`;
    },
  },
  {
    english: /^Only one (.+) can be the default\.$/,
    arabic: ([name]) => {
      const noun = catalogueNoun(name);
      return noun.feminine ? `يمكن أن تكون ${noun.a} واحدة فقط هي الافتراضية.` : `يمكن أن يكون ${noun.a} واحد فقط هو الافتراضي.`;
    },
  },
  {
    english: /^This (.+) is used by (.+); archive it instead\.$/,
    arabic: ([name, uses]) => {
      const noun = catalogueNoun(name);
      return `${noun.this} ${noun.feminine ? 'مرتبطة' : 'مرتبط'} ${withBi(usesText(uses))}؛ ${noun.feminine ? 'أرشفها' : 'أرشفه'} بدلًا من ذلك.`;
    },
  },
  {
    english: /^This (.+) is (.+); choose another one there first\.$/,
    arabic: ([name, neededBy]) => {
      const noun = catalogueNoun(name);
      return `${noun.this} ${usesText(neededBy)}؛ اختر ${noun.other} هناك أولًا.`;
    },
  },
];
