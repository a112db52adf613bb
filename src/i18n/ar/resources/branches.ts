/** Arabic texts of the branches resource (`/settings/branches`): `resources.branches.name`, `.fields.*`, emirates. */
export const branchesResourceAr = {
  branches: {
    name: 'فرع |||| الفروع',
    fields: {
      name: 'الاسم',
      code: 'الرمز',
      city: 'المدينة',
      emirate: 'الإمارة',
      country_code: 'الدولة',
      is_head_office: 'النوع',
      created_at: 'تاريخ الإضافة',
    },
    title: 'الفروع',
    type: { head_office: 'المقر الرئيسي', branch: 'فرع' },
    emirate: {
      abu_dhabi: 'أبوظبي',
      dubai: 'دبي',
      sharjah: 'الشارقة',
      ajman: 'عجمان',
      umm_al_quwain: 'أم القيوين',
      ras_al_khaimah: 'رأس الخيمة',
      fujairah: 'الفجيرة',
    },
    empty: { title: 'لا توجد فروع بعد', message: 'ستظهر فروع هذه الشركة هنا بعد إعدادها.' },
  },
};
