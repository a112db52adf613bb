import { arabicNoun } from '../plural';
/** Arabic texts of the accounting settings page (mirrors `en/resources/accountingSettings.ts`). */
export const accountingSettingsResourceAr = {
  'accounting-settings': {
    title: 'إعدادات المحاسبة',
    tabs: {
      'chart-of-accounts': 'دليل الحسابات',
      'tax-rates': 'نسب الضريبة',
      defaults: 'الحسابات الافتراضية والمزامنة',
      'lock-date': 'تاريخ الإقفال',
    },
    sections: {
      defaults: {
        title: 'الحسابات الافتراضية والمزامنة',
        description: 'الحسابات التي تُرحَّل إليها مصروفات البطاقات والفواتير والمبالغ المستردة، وما يُزامَن مع نظامك المحاسبي بعد الاعتماد.',
      },
      lock_date: {
        title: 'تاريخ الإقفال المحاسبي',
        description: 'لا يمكن تعديل السجلات المؤرخة في تاريخ الإقفال أو قبله ولا مزامنتها.',
      },
    },
    fields: {
      card_clearing_account_id: 'حساب تسوية البطاقات',
      accounts_payable_account_id: 'حساب الذمم الدائنة',
      reimbursements_account_id: 'حساب المبالغ المستردة',
      sync_expenses_when_approved: 'مزامنة المصروفات عند اعتمادها',
      sync_bills_when_approved: 'مزامنة الفواتير عند اعتمادها',
      lock_date: 'تاريخ الإقفال',
    },
    help: {
      card_clearing_account_id: 'تُسوّى مصروفات البطاقات من خلال هذا الحساب.',
      accounts_payable_account_id: 'حساب التزامات تُستحق عليه الفواتير.',
      reimbursements_account_id: 'تُستحق عليه للموظفين المصروفات التي دفعوها من أموالهم.',
      lock_date: 'ليس في المستقبل. اتركه فارغًا كي لا يُقفل شيء.',
    },
    no_account: 'لا شيء',
    read_only: 'يمكنك عرض هذا القسم دون تعديله.',
    load_failed: 'تعذّر تحميل إعدادات المحاسبة.',
    lock: {
      none: 'لا شيء مُقفل.',
      locked: 'مُقفل حتى %{date}: حدّده %{name} في %{at}.',
    },
  },
  'gl-accounts': {
    name: arabicNoun('حساب أستاذ عام', 'حسابات الأستاذ العام'),
    title: 'دليل الحسابات',
    fields: { code: 'رمز الحساب', name: 'الاسم', type: 'النوع', status: 'الحالة', created_at: 'تاريخ الإضافة' },
    type: { asset: 'أصول', liability: 'التزامات', equity: 'حقوق ملكية', income: 'إيرادات', expense: 'مصروفات' },
    help: { code: 'فريد في الشركة، مثل 6100.' },
    validation: { code: 'استخدم الحروف والأرقام والنقاط والشرطات فقط' },
    catalogue: {
      create: 'حساب جديد',
      create_title: 'حساب أستاذ عام جديد',
      edit_title: 'تعديل الحساب %{name}',
      import_title: 'استيراد حسابات الأستاذ العام',
      archive_title: 'أرشفة الحساب %{name}',
      restore_title: 'استعادة الحساب %{name}',
      delete_title: 'حذف الحساب %{name}',
      archive: 'أرشفة الحساب',
      restore: 'استعادة الحساب',
      delete: 'حذف الحساب',
      empty: {
        title: 'لا يوجد دليل حسابات بعد',
        message: 'تُرمَّز الفئات والحسابات الافتراضية إلى هذه الحسابات. أضف حسابًا أو استورد دليلك من ملف CSV.',
      },
    },
  },
  'tax-rates': {
    name: arabicNoun('نسبة ضريبة', 'نسب الضريبة'),
    title: 'نسب الضريبة',
    fields: { name: 'الاسم', rate: 'النسبة (%)', type: 'المعاملة الضريبية', status: 'الحالة', created_at: 'تاريخ الإضافة' },
    type: { standard: 'خاضع للنسبة الأساسية', zero_rated: 'خاضع لنسبة الصفر', exempt: 'معفى' },
    help: { rate: 'نسبة مئوية بمنزلتين عشريتين على الأكثر؛ النسبة الصفرية والمعفاة 0.' },
    catalogue: {
      create: 'نسبة ضريبة جديدة',
      create_title: 'نسبة ضريبة جديدة',
      edit_title: 'تعديل نسبة الضريبة %{name}',
      import_title: 'استيراد نسب الضريبة',
      archive_title: 'أرشفة نسبة الضريبة %{name}',
      restore_title: 'استعادة نسبة الضريبة %{name}',
      delete_title: 'حذف نسبة الضريبة %{name}',
      archive: 'أرشفة نسبة الضريبة',
      restore: 'استعادة نسبة الضريبة',
      delete: 'حذف نسبة الضريبة',
      empty: {
        title: 'لا توجد نسب ضريبة بعد',
        message: 'نسب الضريبة هي المعاملة الضريبية للفئات والبنود. أضف نسبة أو استوردها من ملف CSV.',
      },
    },
  },
};

/** Arabic words of the permissions the declaration of gl-accounts (src/domain/resources/) adds and its rows of the role editor. */
export const accountingSettingsPermissionWordsAr = {
  words: {
    update_accounting_settings: 'تعديل دليل الحسابات ونسب الضريبة والحسابات الافتراضية وخيارات المزامنة',
  },
  rows: {
    accounting_settings: 'إعدادات المحاسبة',
  },
};
