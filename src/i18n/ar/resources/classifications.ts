import { arabicNoun } from '../plural';
/** Arabic texts of the classifications catalogue (mirrors `en/resources/classifications.ts`). */
export const classificationsResourceAr = {
  classifications: {
    name: arabicNoun('تصنيف', 'التصنيفات'),
    title: 'التصنيفات',
    fields: {
      name: 'الاسم',
      priority: 'الأولوية',
      senders: 'المرسلون',
      subject_keywords: 'كلمات الموضوع',
      body_keywords: 'كلمات نص الرسالة',
      rules: 'قواعد المطابقة',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    help: {
      priority: 'من 1 إلى 999: تأخذ الرسالة أول تصنيف مطابق، الأقل أولًا.',
      senders: 'واحد في كل سطر: عنوان (billing@du.ae) أو نطاق (du.ae). 20 على الأكثر.',
      subject_keywords: 'واحدة في كل سطر، في أي موضع من الموضوع. 20 على الأكثر.',
      body_keywords: 'واحدة في كل سطر، في أي موضع من نص الرسالة. 20 على الأكثر.',
    },
    validation: { too_many: 'أدخل 20 قيمة على الأكثر' },
    no_rules: 'بلا قواعد: الرسائل التي لا يطابقها تصنيف آخر',
    catalogue: {
      create: 'تصنيف جديد',
      create_title: 'تصنيف جديد',
      edit_title: 'تعديل التصنيف %{name}',
      import_title: 'استيراد التصنيفات',
      archive_title: 'أرشفة التصنيف %{name}',
      restore_title: 'استعادة التصنيف %{name}',
      delete_title: 'حذف التصنيف %{name}',
      archive: 'أرشفة التصنيف',
      restore: 'استعادة التصنيف',
      delete: 'حذف التصنيف',
      empty: { title: 'لا توجد تصنيفات بعد', message: 'يصنّف صندوق البريد الرسائل الواردة بها. أضف تصنيفًا أو استوردها من ملف CSV.' },
    },
  },
};

/** Arabic words of the permissions the declaration of classifications (src/domain/resources/) adds and its rows of the role editor. */
export const classificationsPermissionWordsAr = {
  words: {
    organize_classifications: 'إدارة التصنيفات',
  },
  rows: {
    classifications: 'التصنيفات',
  },
};
