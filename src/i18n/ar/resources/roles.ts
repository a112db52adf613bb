import { arabicNoun } from '../plural';
/** Arabic texts of the roles resource (`/settings/roles`): `resources.roles.name`, `.fields.*` and the role editor. */
export const rolesResourceAr = {
  roles: {
    name: arabicNoun('دور', 'الأدوار'),
    fields: { name: 'اسم الدور', system: 'النوع', permissions: 'الصلاحيات' },
    title: 'الأدوار',
    actions: 'الإجراءات',
    create: 'دور جديد',
    create_title: 'دور جديد',
    edit_title: 'تعديل الدور: %{name}',
    view_title: 'الدور: %{name}',
    type: { system: 'نظام', custom: 'مخصص' },
    permission_count:
      'لا صلاحيات |||| صلاحية واحدة |||| صلاحيتان |||| %{smart_count} صلاحيات |||| %{smart_count} صلاحية |||| %{smart_count} صلاحية',
    system_read_only: 'أدوار النظام للقراءة فقط: لا يمكن تعديلها أو حذفها.',
    view: 'عرض صلاحيات %{name}',
    edit: 'تعديل %{name}',
    delete: 'حذف %{name}',
    delete_confirm: 'هل أنت متأكد من حذف الدور "%{name}"؟ يجب منح من يحملونه دورًا آخر أولًا.',
    delete_title: 'حذف الدور %{name}',
    delete_button: 'حذف الدور',
    matrix: {
      select_all: 'تحديد الكل: %{group}',
      selected: '%{count} من %{total}',
      loading: 'جارٍ تحميل الصلاحيات…',
      failed: 'تعذّر تحميل الصلاحيات.',
      cannot_read: 'تحتاج إلى الصلاحية "عرض صلاحيات الدور" لرؤية قائمة الصلاحيات.',
      none_chosen: 'اختر صلاحية واحدة على الأقل: الدور بلا صلاحيات لا يتيح لحامليه فعل أي شيء.',
      cannot_assign: 'تحتاج إلى الصلاحية "تغيير صلاحيات الدور" لتغيير صلاحيات دور.',
      permission: 'الصلاحية',
    },
    grants: {
      only_own: 'يمكنك منح الصلاحيات التي تملكها أنت فقط',
      missing: 'يمكنك منح الصلاحيات التي تملكها أنت فقط. الصلاحيات الناقصة: %{permissions}',
      own_roles: 'لا يمكنك تغيير أدوارك بنفسك',
    },
    groups: {
      cards: 'البطاقات',
      roles: 'الأدوار',
      people: 'الأشخاص',
      expenses: 'المصروفات',
      funding: 'التمويل',
      accounting: 'المحاسبة',
      administrators: 'المسؤولون',
      departments: 'الأقسام',
      company: 'الشركة',
      bills: 'الفواتير',
      cardConfig: 'إعدادات البطاقة',
      limits: 'الحدود',
      transfers: 'التحويلات',
      catalogues: 'القوائم المرجعية',
      payroll: 'الرواتب',
    },
    empty: { title: 'لا توجد أدوار بعد', message: 'أنشئ دورًا لتحديد ما يمكن لحامليه فعله.' },
  },
};

/** Arabic words of the permissions the declaration of roles (src/domain/resources/) adds and its rows of the role editor. */
export const rolesPermissionWordsAr = {
  words: {
    read_roles: 'عرض الأدوار',
    create_roles: 'إنشاء الأدوار',
    update_roles: 'إعادة تسمية الأدوار وتعديلها',
    delete_roles: 'حذف الأدوار',
    assign_permissions: 'تغيير صلاحيات الدور',
    assign_roles: 'منح الأدوار للمستخدمين',
    read_permissions: 'عرض صلاحيات الدور',
  },
  rows: {
    roles: 'الأدوار',
    role_permissions: 'صلاحيات الأدوار',
    user_roles: 'أدوار المستخدمين',
  },
};
