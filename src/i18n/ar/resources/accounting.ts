import { arabicNoun } from '../plural';

/** Arabic texts of the accounting sync pages (`/accounting/expenses`, `/accounting/payables`). */
const records = {
  fields: {
    date: 'التاريخ',
    title: 'التاجر أو المورّد',
    amount: 'المبلغ',
    accounts: 'حساب دفتر الأستاذ',
    sync: 'المزامنة',
    q: 'بحث',
    sync_status: 'حالة المزامنة',
    ready: 'جاهزة للمزامنة',
    blocked: 'متوقفة',
    date_from: 'من',
    date_until: 'إلى',
  },
};

export const accountingResourceAr = {
  'accounting-expenses': { name: arabicNoun('مصروف محاسبي', 'المصروفات المحاسبية'), ...records },
  'accounting-payables': { name: arabicNoun('مستحق للموردين', 'المستحقات للموردين'), ...records },
  accounting: {
    title: 'المحاسبة',
    tabs: { expenses: 'المصروفات (%{count})', payables: 'المستحقات (%{count})', label: 'قوائم المحاسبة' },
    connection: {
      connected: 'متصل بـ %{provider} (%{organisation}).',
      missing_title: 'لا يوجد نظام محاسبة متصل',
      missing: 'اربط Xero أو QuickBooks Online أو Zoho Books أو NetSuite أو Odoo لمزامنة المصروفات والفواتير المعتمدة.',
      attention: 'يحتاج %{provider} إلى انتباه: %{reason}',
      open: 'فتح التكاملات',
    },
    lock: { none: 'الدفاتر مفتوحة: لم يُحدَّد تاريخ إقفال.', locked: 'الدفاتر مقفلة حتى %{date}.', settings: 'تاريخ الإقفال' },
    counts: {
      label: 'أين تقف السجلات',
      ready: 'جاهزة: %{count}',
      blocked: 'متوقفة: %{count}',
      in_progress: 'قيد المزامنة: %{count}',
      synced: 'تمت مزامنتها: %{count}',
      error: 'فشلت: %{count}',
    },
    yes: 'نعم',
    no: 'لا',
    synced_detail: '%{reference} · %{at}',
    started_detail: 'بدأت %{at}',
    error_detail: '%{code}: %{message}',
    vat: 'الضريبة',
    locked: 'فترة مقفلة',
    open_expense: '%{date}: فتح المصروف لدى %{merchant}',
    open_bill: '%{date}: فتح الفاتورة %{number} من %{vendor}',
    actions: {
      sync: 'مزامنة',
      retry: 'إعادة المحاولة',
      sync_ready: 'مزامنة كل الجاهز (%{count})',
      sync_selected: 'مزامنة المحدد',
      row_sync: 'مزامنة %{name}',
      row_retry: 'إعادة مزامنة %{name}',
    },
    fix: {
      NO_CONNECTION: 'ربط',
      CATEGORY_NOT_MAPPED: 'ربط الفئة %{subject}',
      NOT_CODED: 'ترميزه',
      PERIOD_LOCKED: 'تاريخ الإقفال',
      VENDOR_NOT_IN_ERP: 'إضافة %{subject} إلى %{provider}',
    },
    blockers: {
      NO_CONNECTION: 'لا يوجد نظام محاسبة متصل.',
      CATEGORY_NOT_MAPPED: 'الفئة %{subject} بلا حساب في دفتر الأستاذ.',
      NOT_CODED: 'لم تُختر فئة.',
      PERIOD_LOCKED: 'مؤرخ في الفترة المقفلة (حتى %{subject}).',
      VENDOR_NOT_IN_ERP: 'المورّد %{subject} غير موجود في نظام المحاسبة.',
    },
    confirm: {
      title_expenses:
        'لا مصروفات للمزامنة مع %{provider} |||| مزامنة مصروف واحد مع %{provider} |||| مزامنة مصروفين مع %{provider} |||| مزامنة %{smart_count} مصروفات مع %{provider} |||| مزامنة %{smart_count} مصروفًا مع %{provider} |||| مزامنة %{smart_count} مصروف مع %{provider}',
      title_payables:
        'لا فواتير للمزامنة مع %{provider} |||| مزامنة فاتورة واحدة مع %{provider} |||| مزامنة فاتورتين مع %{provider} |||| مزامنة %{smart_count} فواتير مع %{provider} |||| مزامنة %{smart_count} فاتورة مع %{provider} |||| مزامنة %{smart_count} فاتورة مع %{provider}',
      message: 'هل تريد إرسالها إلى نظام المحاسبة الآن؟',
      export: 'يستلمها %{provider} بوصفها %{what}؛ ولا يمكن استرجاعها من Spendboard.',
      what_expenses: 'إنفاقًا (مصروفات البطاقات والمصروفات الشخصية)',
      what_payables: 'فواتير موردين',
      reported: 'يصبح كل مصروف تمت مزامنته «مُبلَّغًا» ولا يمكن تغييره بعد ذلك.',
      blocked:
        'لا مشكلات |||| لدى واحد منها مشكلة سيرفضها نظام المحاسبة (%{names}): سيفشل. |||| لدى اثنين منها مشكلات سيرفضها نظام المحاسبة (%{names}): سيفشلان. |||| لدى %{smart_count} منها مشكلات سيرفضها نظام المحاسبة (%{names}): ستفشل. |||| لدى %{smart_count} منها مشكلات سيرفضها نظام المحاسبة (%{names}): ستفشل. |||| لدى %{smart_count} منها مشكلات سيرفضها نظام المحاسبة (%{names}): ستفشل.',
      confirm: 'مزامنة',
    },
    not_started: {
      title: 'لم تبدأ مزامنة بعض السجلات',
      intro:
        'لم يبدأ أي سجل. بقيت هذه كما هي: |||| بدأ سجل واحد. بقيت هذه كما هي: |||| بدأ سجلان. بقيت هذه كما هي: |||| بدأت %{smart_count} سجلات. بقيت هذه كما هي: |||| بدأ %{smart_count} سجلًا. بقيت هذه كما هي: |||| بدأ %{smart_count} سجل. بقيت هذه كما هي:',
      item: '%{name}: %{message}',
    },
    empty: {
      title: 'لا شيء للمزامنة بعد',
      message: 'تظهر هنا المصروفات والفواتير المعتمدة، جاهزة للمزامنة مع نظام المحاسبة.',
    },
  },
};

/** Arabic words of the permissions the declaration of accounting-expenses (src/domain/resources/) adds and its rows of the role editor. */
export const accountingPermissionWordsAr = {
  words: {
    read_accounting: 'عرض المحاسبة',
    lock_accounting: 'إقفال الفترات المحاسبية',
    sync_accounting: 'المزامنة مع النظام المحاسبي',
  },
  rows: {
    accounting: 'المحاسبة',
  },
};
