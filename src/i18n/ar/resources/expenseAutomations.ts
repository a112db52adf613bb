import { arabicNoun } from '../plural';

/** Arabic texts of the expense automations catalogue (`/settings/expense-automations`): `resources.expense-automations.*`. */
export const expenseAutomationsResourceAr = {
  'expense-automations': {
    name: arabicNoun('قاعدة ترميز', 'قواعد الترميز'),
    title: 'قواعد الترميز',
    fields: { name: 'الاسم', code: 'الرمز', status: 'الحالة', created_at: 'تاريخ الإضافة' },
    catalogue: {
      create: 'قاعدة ترميز جديد',
      create_title: 'قاعدة ترميز جديد',
      edit_title: 'تعديل قاعدة الترميز %{name}',
      import_title: 'استيراد قواعد الترميز',
      archive_title: 'أرشفة قاعدة الترميز %{name}',
      restore_title: 'استعادة قاعدة الترميز %{name}',
      delete_title: 'حذف قاعدة الترميز %{name}',
      archive: 'أرشفة قاعدة الترميز',
      restore: 'استعادة قاعدة الترميز',
      delete: 'حذف قاعدة الترميز',
      empty: { title: 'لا توجد قواعد الترميز بعد', message: 'أضف واحدًا أو استوردها من ملف CSV.' },
    },
  },
};

/** Words of the permissions it declares (src/domain/resources/expenseAutomations.ts) and its row of the role editor. */
export const expenseAutomationsPermissionWordsAr = {
  words: {
    read_expense_automations: 'عرض قواعد الترميز',
    create_expense_automations: 'إضافة قواعد الترميز واستيرادها من ملف',
    update_expense_automations: 'تعديل قواعد الترميز وأرشفتها واستعادتها',
    delete_expense_automations: 'حذف قواعد الترميز غير المستخدمة',
  },
  rows: { expense_automations: 'قواعد الترميز' },
};

/** Label and description of its sidebar and Ctrl+K entry. */
export const expenseAutomationsRouteTextsAr = {
  expense_automations: { label: 'قواعد الترميز', description: 'قواعد الترميز للشركة' },
};
