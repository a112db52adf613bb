import { arabicNoun } from '../plural';
/** Arabic texts of the projects catalogue (mirrors `en/resources/projects.ts`). */
export const projectsResourceAr = {
  projects: {
    name: arabicNoun('مشروع', 'المشاريع'),
    title: 'المشاريع',
    fields: {
      name: 'الاسم',
      code: 'الرمز',
      start_date: 'تاريخ البدء',
      end_date: 'تاريخ الانتهاء',
      budget: 'الميزانية',
      currency: 'العملة',
      owner_id: 'المسؤول',
      department_ids: 'الأقسام',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    help: { code: 'أحرف وأرقام وشرطات (من 2 إلى 20)، فريد في الشركة، مثل WH-FIT.' },
    validation: {
      code: 'استخدم من 2 إلى 20 حرفًا أو رقمًا أو شرطة.',
      end_before_start: 'لا يجوز أن يسبق تاريخ الانتهاء تاريخ البدء.',
    },
    catalogue: {
      create: 'مشروع جديد',
      create_title: 'مشروع جديد',
      edit_title: 'تعديل المشروع %{name}',
      import_title: 'استيراد المشاريع',
      archive_title: 'أرشفة المشروع %{name}',
      restore_title: 'استعادة المشروع %{name}',
      delete_title: 'حذف المشروع %{name}',
      archive: 'أرشفة المشروع',
      restore: 'استعادة المشروع',
      delete: 'حذف المشروع',
      empty: {
        title: 'لا توجد مشاريع بعد',
        message: 'تجمع المشاريع المصروفات حسب مركز التكلفة، مع ميزانية ومسؤول. أضف مشروعًا أو استوردها من ملف CSV.',
      },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/projects.ts) and its row of the role editor. */
export const projectsPermissionWordsAr = {
  words: {
    read_projects: 'عرض مشاريع الشركة',
    create_projects: 'إضافة المشاريع واستيرادها من ملف',
    update_projects: 'تعديل المشاريع وأرشفتها واستعادتها',
    delete_projects: 'حذف المشاريع غير المستخدمة',
  },
  rows: {
    projects: 'المشاريع',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.projects`). */
export const projectsRouteTextsAr = {
  projects: { label: 'المشاريع', description: 'المشاريع التي تُنسب إليها المصروفات' },
};
