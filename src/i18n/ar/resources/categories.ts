import { arabicNoun } from '../plural';
/** Arabic texts of the categories catalogue (mirrors `en/resources/categories.ts`). */
export const categoriesResourceAr = {
  categories: {
    name: arabicNoun('فئة', 'الفئات'),
    title: 'الفئات',
    fields: {
      name: 'الاسم',
      code: 'الرمز',
      parent_id: 'الفئة الأم',
      parent_name: 'الفئة الأم',
      parent_code: 'رمز الفئة الأم',
      gl_account_id: 'حساب الأستاذ العام',
      tax_rate_id: 'المعاملة الضريبية',
      receipt_required_above: 'يلزم إيصال فوق (درهم)',
      mcc_categories: 'فئات التجار',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    filters: { parent_id: 'الفئة الأم' },
    help: {
      parent_id: 'مستويان على الأكثر: لا يمكن أن تكون للفئة الفرعية فئات فرعية.',
      receipt_required_above: 'فارغ: لا يلزم إيصال أبدًا.',
      mcc_categories: 'تُسجَّل هنا مصروفات البطاقات لدى فئات التجار هذه؛ ترتبط كل فئة تاجر بفئة واحدة.',
    },
    validation: { code: 'استخدم الحروف والأرقام والشرطات والشرطات السفلية فقط' },
    no_parent: 'لا شيء (المستوى الأعلى)',
    no_gl_account: 'غير مربوطة',
    no_tax_rate: 'لا شيء',
    child_of: '(ضمن %{parent})',
    catalogue: {
      create: 'فئة جديدة',
      create_title: 'فئة جديدة',
      edit_title: 'تعديل الفئة %{name}',
      import_title: 'استيراد الفئات',
      archive_title: 'أرشفة الفئة %{name}',
      restore_title: 'استعادة الفئة %{name}',
      delete_title: 'حذف الفئة %{name}',
      archive: 'أرشفة الفئة',
      restore: 'استعادة الفئة',
      delete: 'حذف الفئة',
      empty: { title: 'لا توجد فئات بعد', message: 'تربط الفئات المصروفات والفواتير بدليل حساباتك. أضف فئة أو استوردها من ملف CSV.' },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/categories.ts) and its row of the role editor. */
export const categoriesPermissionWordsAr = {
  words: {
    read_categories: 'عرض فئات الشركة',
    create_categories: 'إضافة الفئات واستيرادها من ملف',
    update_categories: 'تعديل الفئات وأرشفتها واستعادتها وربط فئات التجار',
    delete_categories: 'حذف الفئات غير المستخدمة',
  },
  rows: {
    categories: 'الفئات',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.categories`). */
export const categoriesRouteTextsAr = {
  categories: { label: 'الفئات', description: 'فئات المصروفات' },
};
