import { arabicNoun } from '../plural';
/**
 * Arabic texts of the users resource (`/settings/administrators`; the API calls them administrators):
 * `resources.users.name` and `resources.users.fields.*`, so columns and inputs label themselves.
 */
export const usersResourceAr = {
  users: {
    name: arabicNoun('مستخدم', 'المستخدمون'),
    fields: {
      name: 'الاسم',
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      status: 'الحالة',
      roles: 'الأدوار',
      role_id: 'الأدوار',
      role_ids: 'الأدوار',
      department_ids: 'الأقسام',
    },
    title: 'المستخدمون',
    actions: 'الإجراءات',
    invite: 'دعوة مستخدم',
    invite_title: 'دعوة مستخدم',
    status: { active: 'نشط', invited: 'مدعو', suspended: 'موقوف' },
    edit_roles: 'تعديل أدوار %{name}',
    edit_roles_title: 'أدوار %{name}',
    edit_departments: 'أقسام %{name}',
    departments_title: 'أقسام %{name}',
    no_departments: 'لا يوجد',
    delete: 'حذف %{name}',
    delete_confirm: 'هل أنت متأكد من حذف المستخدم %{name}؟ تُزال أدواره وروابط أقسامه ويبقى الشخص في قائمة الأشخاص.',
    delete_title: 'حذف المستخدم %{name}',
    delete_button: 'حذف المستخدم',
    empty: { title: 'لا يوجد مستخدمون بعد', message: 'ادعُ مستخدمًا وامنحه دورًا ليستخدم لوحة الإدارة.' },
  },
};

/** Arabic words of the permissions the declaration of users (src/domain/resources/) adds and its rows of the role editor. */
export const usersPermissionWordsAr = {
  words: {
    read_administrators: 'عرض المستخدمين',
    create_administrators: 'دعوة المستخدمين',
    delete_administrators: 'إزالة المستخدمين',
    update_administrators: 'تعديل أقسام المستخدمين',
  },
  rows: {
    users: 'المستخدمون',
  },
};
