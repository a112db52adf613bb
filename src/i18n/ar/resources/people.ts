import { arabicNoun } from '../plural';
/** Arabic texts of the people resource: `resources.people.name` and `resources.people.fields.*`. */
export const peopleResourceAr = {
  people: {
    name: arabicNoun('شخص', 'الأشخاص'),
    fields: {
      name: 'الاسم',
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      status: 'الحالة',
      department_id: 'القسم',
      branch_id: 'الفرع',
      cards_count: 'البطاقات',
      created_at: 'تاريخ الانضمام',
      limit: 'الحد',
      addresses: 'العناوين',
    },
  },
};
