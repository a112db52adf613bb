import { arabicNoun } from '../plural';
/** Arabic texts of the branches resource (`/settings/branches`): `resources.branches.name`, `.fields.*`, emirates. */
export const branchesResourceAr = {
  branches: {
    name: arabicNoun('فرع', 'الفروع'),
    fields: {
      name: 'الاسم',
      code: 'الرمز',
      city: 'المدينة',
      emirate: 'الإمارة',
      country_code: 'الدولة',
      address: 'العنوان',
      is_default: 'افتراضي',
      status: 'الحالة',
      created_at: 'تاريخ الإضافة',
    },
    title: 'الفروع',
    help: {
      code: 'أحرف كبيرة وأرقام وشرطات، مثل DXB-02؛ فريد في الشركة.',
      is_default: 'المقر الرئيسي: يبدأ الأشخاص والسجلات الجدد في هذا الفرع.',
      is_default_locked: 'هذا هو الفرع الافتراضي. لتغييره اجعل فرعًا آخر هو الافتراضي.',
    },
    emirate: {
      abu_dhabi: 'أبوظبي',
      dubai: 'دبي',
      sharjah: 'الشارقة',
      ajman: 'عجمان',
      umm_al_quwain: 'أم القيوين',
      ras_al_khaimah: 'رأس الخيمة',
      fujairah: 'الفجيرة',
    },
    catalogue: {
      create: 'فرع جديد',
      create_title: 'فرع جديد',
      edit_title: 'تعديل الفرع %{name}',
      import_title: 'استيراد الفروع',
      archive_title: 'أرشفة الفرع %{name}',
      restore_title: 'استعادة الفرع %{name}',
      delete_title: 'حذف الفرع %{name}',
      archive: 'أرشفة الفرع',
      restore: 'استعادة الفرع',
      delete: 'حذف الفرع',
      empty: { title: 'لا توجد فروع بعد', message: 'أضف مكاتب الشركة أو استوردها من ملف CSV.' },
    },
  },
};

/** Arabic words of the permissions this resource declares (src/domain/resources/branches.ts) and its row of the role editor. */
export const branchesPermissionWordsAr = {
  words: {
    read_branches: 'عرض فروع الشركة',
    create_branches: 'إضافة الفروع واستيرادها من ملف',
    update_branches: 'تعديل الفروع وأرشفتها واستعادتها',
    delete_branches: 'حذف الفروع غير المستخدمة',
  },
  rows: {
    branches: 'الفروع',
  },
};

/** Arabic label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.branches`). */
export const branchesRouteTextsAr = {
  branches: { label: 'الفروع', description: 'فروع الشركة' },
};
