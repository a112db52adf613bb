/** Arabic texts of Departments (`/settings/departments`); mirrors `en/departments.ts`. */
export const departmentsMessagesAr = {
  departments: {
    title: 'الأقسام',
    search: 'البحث عن الأقسام',
    empty: { title: 'لا توجد أقسام بعد', message: 'ستظهر هنا أقسام هذه الشركة.' },
    create: { button: 'إنشاء قسم', title: 'إنشاء قسم' },
    edit: { button: 'تعديل', title: 'تعديل القسم' },
    delete: {
      button: 'حذف',
      title: 'حذف القسم %{name}',
      confirm: 'هل أنت متأكد من أنك تريد حذف هذا القسم؟',
      confirm_button: 'حذف القسم',
    },
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
      detach_title: 'فصل %{name}',
      detach_confirm: 'هل أنت متأكد من أنك تريد حذف هذا المسؤول من القسم؟',
      detach_button: 'فصل المسؤول',
    },
  },
};
