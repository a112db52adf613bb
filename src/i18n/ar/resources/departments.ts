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

/** Arabic words of the permissions the declaration of departments (src/domain/resources/) adds and its rows of the role editor. */
export const departmentsPermissionWordsAr = {
  words: {
    read_departments: 'عرض قائمة الأقسام',
    create_departments: 'إنشاء الأقسام',
    read_department_details: 'فتح تفاصيل القسم',
    update_departments: 'تعديل الأقسام',
    delete_departments: 'حذف الأقسام',
  },
  rows: {
    departments: 'الأقسام',
    department_details: 'تفاصيل القسم',
  },
};
