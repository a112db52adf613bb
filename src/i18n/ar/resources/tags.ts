import { arabicNoun } from '../plural';
/** Arabic texts of the tags catalogue (mirrors `en/resources/tags.ts`). */
export const tagsResourceAr = {
  tags: {
    name: arabicNoun('وسم', 'الوسوم'),
    title: 'الوسوم',
    fields: { name: 'الاسم', colour: 'اللون', group: 'المجموعة', status: 'الحالة', created_at: 'تاريخ الإضافة' },
    help: { group: 'اختياري: تظهر وسوم المجموعة الواحدة معًا (مثل «نوع التكلفة» أو «العميل»).' },
    colour: {
      grey: 'رمادي',
      red: 'أحمر',
      orange: 'برتقالي',
      amber: 'كهرماني',
      green: 'أخضر',
      teal: 'أزرق مخضر',
      blue: 'أزرق',
      indigo: 'نيلي',
      purple: 'بنفسجي',
      pink: 'وردي',
    },
    catalogue: {
      create: 'وسم جديد',
      create_title: 'وسم جديد',
      edit_title: 'تعديل الوسم %{name}',
      import_title: 'استيراد الوسوم',
      archive_title: 'أرشفة الوسم %{name}',
      restore_title: 'استعادة الوسم %{name}',
      delete_title: 'حذف الوسم %{name}',
      archive: 'أرشفة الوسم',
      restore: 'استعادة الوسم',
      delete: 'حذف الوسم',
      empty: { title: 'لا توجد وسوم بعد', message: 'تصنّف الوسوم المصروفات والفواتير في التقارير. أضف وسمًا أو استوردها من ملف CSV.' },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/tags.ts) and its row of the role editor. */
export const tagsPermissionWordsAr = {
  words: {
    read_tags: 'عرض وسوم الشركة',
    create_tags: 'إضافة الوسوم واستيرادها من ملف',
    update_tags: 'تعديل الوسوم وأرشفتها واستعادتها',
    delete_tags: 'حذف الوسوم غير المستخدمة',
  },
  rows: {
    tags: 'الوسوم',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.tags`). */
export const tagsRouteTextsAr = {
  tags: { label: 'الوسوم', description: 'وسوم المصروفات والفواتير' },
};
