import { arabicNoun } from '../plural';
/** Arabic texts of the departments resource: `resources.departments.name` and `resources.departments.fields.*`. */
export const departmentsResourceAr = {
  departments: {
    name: arabicNoun('قسم', 'الأقسام'),
    fields: {
      name: 'الاسم',
      administrators: 'المسؤولون',
      administrator_ids: 'المسؤولون',
      members_count: 'الأعضاء',
      created_at: 'تاريخ الإنشاء',
      limit_mode: 'نوع الحد',
      limit_amount: 'قيمة الحد',
    },
  },
};
