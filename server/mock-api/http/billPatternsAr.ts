import { FILES } from './arabicNouns.ts';
import { counted, isolate as v, statusText, type MessagePattern } from './arabicWords.ts';

/** Arabic of the messages built from values about bills and purchase orders (their steps, holds, payments and files). */

const BILL_STATUSES = ['bill_approval', 'bill_payment'] as const;
const BILL_DOINGS: Readonly<Record<string, string>> = { changed: 'تعديل', voided: 'إلغاء', deleted: 'حذف' };

export const BILL_PATTERNS_AR: readonly MessagePattern[] = [
  // Bills.
  {
    english: /^The books are locked up to (.+): bill (.+), dated on or before it, cannot be (changed|voided|deleted)\.$/,
    arabic: ([day, bill, doing]) =>
      `الدفاتر مقفلة حتى ${v(day)}: لا يمكن ${BILL_DOINGS[doing]} الفاتورة ${v(bill)} لأنها مؤرخة في هذا التاريخ أو قبله.`,
  },
  {
    english: /^Bill (.+) is in the accounting system as (.+): void it there first\.$/,
    arabic: ([bill, reference]) => `الفاتورة ${v(bill)} مسجلة في النظام المحاسبي برقم ${v(reference)}: ألغها هناك أولًا.`,
  },
  {
    english: /^Bill (.+) cannot move from (.+) to (.+)\.$/,
    arabic: ([bill, from, to]) =>
      `لا يمكن نقل الفاتورة ${v(bill)} من ${statusText(BILL_STATUSES, from)} إلى ${statusText(BILL_STATUSES, to)}.`,
  },
  { english: /^Bill (.+) is void; it can no longer change\.$/, arabic: ([bill]) => `الفاتورة ${v(bill)} ملغاة؛ لم يعد بالإمكان تغييرها.` },
  {
    english: /^You created or last changed Bill (.+); someone else must approve or reject it\.$/,
    arabic: ([bill]) => `أنشأت الفاتورة ${v(bill)} أو عدّلتها آخر مرة؛ يجب أن يعتمدها أو يرفضها شخص آخر.`,
  },
  {
    english: /^Bill (.+) is (.+); only an approved bill can be paid\.$/,
    arabic: ([bill, status]) => `حالة الفاتورة ${v(bill)} ${statusText(BILL_STATUSES, status)}؛ لا تُدفع إلا الفاتورة المعتمدة.`,
  },
  {
    english: /^Bill (.+) is (.+); only a draft bill can be (changed|deleted)\.$/,
    arabic: ([bill, status, doing]) =>
      `حالة الفاتورة ${v(bill)} ${statusText(BILL_STATUSES, status)}؛ لا يمكن ${BILL_DOINGS[doing]} إلا الفاتورة المسودة.`,
  },
  {
    english: /^Bill (.+) is (.+); its documents can be superseded, not removed\.$/,
    arabic: ([bill, status]) =>
      `حالة الفاتورة ${v(bill)} ${statusText(BILL_STATUSES, status)}؛ يمكن استبدال مستنداتها بنسخة جديدة، لا إزالتها.`,
  },
  {
    english: /^The file to supersede is not one of the documents of bill (.+)\.$/,
    arabic: ([bill]) => `الملف المراد استبداله ليس من مستندات الفاتورة ${v(bill)}.`,
  },
  {
    english: /^(.+) is already superseded; upload a new version of its latest version\.$/,
    arabic: ([file]) => `الملف ${v(file)} مستبدل بالفعل؛ ارفع نسخة جديدة من أحدث نسخة منه.`,
  },
  { english: /^Bill (.+) is on hold; release it before paying it\.$/, arabic: ([bill]) => `الفاتورة ${v(bill)} معلّقة: أطلقها قبل دفعها.` },
  { english: /^Bill (.+) has nothing left to pay\.$/, arabic: ([bill]) => `لم يتبقَّ شيء للدفع في الفاتورة ${v(bill)}.` },
  { english: /^Bill (.+) is already on hold\.$/, arabic: ([bill]) => `الفاتورة ${v(bill)} معلّقة بالفعل.` },
  { english: /^Bill (.+) is not on hold\.$/, arabic: ([bill]) => `الفاتورة ${v(bill)} ليست معلّقة.` },
  { english: /^Bill (.+) is already void\.$/, arabic: ([bill]) => `الفاتورة ${v(bill)} ملغاة بالفعل.` },
  {
    english: /^Bill (.+) cannot be put on hold: it is (.+)\.$/,
    arabic: ([bill, status]) => `لا يمكن تعليق الفاتورة ${v(bill)}: حالتها ${statusText(BILL_STATUSES, status)}.`,
  },
  {
    english: /^Bill (.+) cannot be voided: its payment is (.+)\.$/,
    arabic: ([bill, status]) => `لا يمكن إلغاء الفاتورة ${v(bill)}: حالة دفعها ${statusText('bill_payment', status)}.`,
  },
  {
    english: /^Only (.+) of bill (.+) is left to pay\.$/,
    arabic: ([amount, bill]) => `لم يتبقَّ للدفع من الفاتورة ${v(bill)} سوى ${v(amount)}.`,
  },
  {
    english: /^A bill may have at most (\d+) files\.$/,
    arabic: ([count]) => `يمكن أن تحتوي الفاتورة على ${counted(count, FILES)} على الأكثر.`,
  },
  { english: /^This e-mail already produced bill (.+)\.$/, arabic: ([bill]) => `أنتجت هذه الرسالة الفاتورة ${v(bill)} بالفعل.` },
  { english: /^The total may not be greater than (.+)\.$/, arabic: ([maximum]) => `لا يجوز أن يزيد الإجمالي على ${v(maximum)}.` },
  {
    english: /^(.+) is on hold; no new bills can be recorded for it\.$/,
    arabic: ([vendor]) => `المورّد ${v(vendor)} معلّق؛ لا يمكن تسجيل فواتير جديدة له.`,
  },
  {
    english: /^(.+) is on hold; no new orders can be placed with it\.$/,
    arabic: ([vendor]) => `المورّد ${v(vendor)} معلّق؛ لا يمكن إصدار أوامر شراء جديدة له.`,
  },

  // Purchase orders.
  { english: /^(.+) is another vendor’s order\.$/, arabic: ([order]) => `أمر الشراء ${v(order)} يخص مورّدًا آخر.` },
  {
    english: /^(.+) is in (\S+), the bill in (\S+)\.$/,
    arabic: ([order, orderCurrency, billCurrency]) =>
      `أمر الشراء ${v(order)} بعملة ${v(orderCurrency)}، والفاتورة بعملة ${v(billCurrency)}.`,
  },
  {
    english: /^(.+) is (.+); only an open or partially billed order takes bills\.$/,
    arabic: ([order, status]) =>
      `حالة أمر الشراء ${v(order)} ${statusText('purchase_order', status)}؛ لا تُسجَّل الفواتير إلا على أمر مفتوح أو مفوتر جزئيًا.`,
  },
  {
    english: /^(.+) is (.+); only a draft purchase order can be changed or deleted\.$/,
    arabic: ([order, status]) =>
      `حالة أمر الشراء ${v(order)} ${statusText('purchase_order', status)}؛ لا يمكن تعديل أو حذف إلا أمر الشراء المسودة.`,
  },
  {
    english: /^(.+) cannot move from (.+) to (.+) by hand: it does when bills are recorded against it\.$/,
    arabic: ([order, from, to]) =>
      `لا يمكن نقل أمر الشراء ${v(order)} من ${statusText('purchase_order', from)} إلى ${statusText('purchase_order', to)} يدويًا: يحدث ذلك تلقائيًا عند تسجيل فواتير عليه.`,
  },
  {
    english: /^(.+) cannot move from (.+) to (.+): something is billed against it; close it instead\.$/,
    arabic: ([order, from, to]) =>
      `لا يمكن نقل أمر الشراء ${v(order)} من ${statusText('purchase_order', from)} إلى ${statusText('purchase_order', to)}: سُجّلت عليه فواتير؛ أغلقه بدلًا من ذلك.`,
  },
  {
    english: /^(.+) cannot move from (.+) to (.+)\.$/,
    arabic: ([order, from, to]) =>
      `لا يمكن نقل أمر الشراء ${v(order)} من ${statusText('purchase_order', from)} إلى ${statusText('purchase_order', to)}.`,
  },
];
