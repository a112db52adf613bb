/**
 * Arabic labels of the role editor's grid columns (issue 21 item 13): what a permission lets one do with its row.
 * The words of each permission (`words.<slug>`) and its row label (`rows.<row>`) are texts of the resource that
 * declares it (`<name>PermissionWordsAr` in `src/i18n/ar/resources/<file>.ts`), gathered in by
 * `withResourcePermissionWords` (`src/i18n/gatherResourceTexts.ts`); the role editor never shows a raw name.
 */
export const permissionWordsMessagesAr = {
  permissions: {
    columns: {
      view: 'عرض',
      create: 'إضافة',
      change: 'تعديل',
      delete: 'حذف',
      use: 'استخدام',
      approve: 'اعتماد',
      lock: 'إقفال',
      sync: 'مزامنة',
      limit_inherited: 'اتباع الحد الأعلى',
      limit_limit: 'حد إنفاق',
      limit_balance: 'رصيد',
      to_member: 'إلى شخص',
      to_department: 'إلى قسم',
      to_company: 'إلى الشركة',
      to_card: 'إلى بطاقة',
    },
  },
};
