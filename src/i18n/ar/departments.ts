/** Arabic texts of Departments (`/settings/departments`); mirrors `en/departments.ts`. */
export const departmentsMessagesAr = {
  departments: {
    title: 'الأقسام',
    search: 'البحث عن الأقسام',
    empty: { title: 'لا توجد أقسام بعد', message: 'ستظهر هنا أقسام هذه الشركة.' },
    create: { button: 'إنشاء قسم', title: 'إنشاء قسم', done: 'تم إنشاء القسم' },
    edit: { button: 'تعديل', title: 'تعديل القسم', done: 'تم تحديث القسم' },
    delete: { button: 'حذف', confirm: 'هل أنت متأكد من أنك تريد حذف هذا القسم؟', done: 'تم حذف القسم.' },
    tabs: { overview: 'نظرة عامة', information: 'المعلومات', users: 'المستخدمون', members: 'الأعضاء', expenses: 'المصروفات' },
    detail: {
      no_administrators: 'لا يوجد مسؤول مرتبط بهذا القسم.',
      no_members: 'لا يوجد أعضاء في هذا القسم.',
      no_expenses: 'لا توجد مصروفات بعد.',
      spent: 'المنفق',
      balance: 'الرصيد',
      inherited_from: 'موروث من',
    },
    administrators: {
      attach: 'ربط',
      attach_label: 'المسؤولون المراد ربطهم',
      detach: 'إزالة %{name} من القسم',
      detach_confirm: 'هل أنت متأكد من أنك تريد حذف هذا المسؤول من القسم؟',
      attached: 'تم ربط المسؤولين',
    },
  },
};
