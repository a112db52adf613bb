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

/** Arabic words of the permissions the declaration of people (src/domain/resources/) adds and its rows of the role editor. */
export const peoplePermissionWordsAr = {
  words: {
    read_people: 'عرض قائمة الأشخاص',
    invite_people: 'دعوة الأشخاص',
    read_people_details: 'فتح تفاصيل الشخص',
    manage_people: 'تعديل الأشخاص وإزالتهم',
  },
  rows: {
    people: 'الأشخاص',
    person_details: 'تفاصيل الشخص',
  },
};
