/** Arabic texts every catalogue shares (mirrors `en/catalogues.ts`). */
export const cataloguesMessagesAr = {
  catalogues: {
    actions: {
      import: 'استيراد',
      export: 'تصدير',
      edit: 'تعديل %{name}',
      view: 'عرض %{name}',
      archive: 'أرشفة %{name}',
      restore: 'استعادة %{name}',
      delete: 'حذف %{name}',
    },
    questions: {
      archive: 'أرشفة %{name}؟',
      restore: 'استعادة %{name}؟',
      delete: 'هل أنت متأكد أنك تريد حذف %{name}؟',
    },
    consequences: {
      archive: 'لن يُعرض %{name} للسجلات الجديدة؛ وتحتفظ به السجلات التي تستخدمه. يمكنك استعادته لاحقًا.',
      restore: 'سيُعرض %{name} للسجلات الجديدة مرة أخرى.',
      delete: 'سيُحذف %{name} نهائيًا. لا يمكن التراجع عن ذلك. لا يمكن حذف ما هو مستخدم: أرشفه بدلًا من ذلك.',
      is_default: '%{name} هو الافتراضي: اجعل عنصرًا آخر هو الافتراضي أولًا، وإلا سيُرفض الطلب.',
    },
    columns: { actions: 'الإجراءات' },
    filters: { status: 'الحالة' },
    default: 'افتراضي',
    import: {
      intro: 'اختر ملف CSV يسمّي سطره الأول الأعمدة: %{columns}. بحد أقصى %{max} صف؛ يُفحص كل صف، وإذا كان في أحدها خطأ فلن يُستورد شيء.',
      choose_file: 'اختر ملف CSV',
      // Arabic has six plural forms (zero, one, two, 3–10, 11–99, other).
      file: '%{name}: لا صفوف |||| %{name}: صف واحد |||| %{name}: صفان |||| %{name}: %{smart_count} صفوف |||| %{name}: %{smart_count} صفًا |||| %{name}: %{smart_count} صف',
      file_problems: { empty: 'لا يحتوي هذا الملف على صفوف تحت العناوين.', too_many: 'يحتوي هذا الملف على أكثر من %{max} صف؛ قسّمه.' },
      send: 'استيراد |||| استيراد صف واحد |||| استيراد صفين |||| استيراد %{smart_count} صفوف |||| استيراد %{smart_count} صفًا |||| استيراد %{smart_count} صف',
      failed:
        'لم يُستورد شيء. |||| لم يُستورد شيء: في سطر واحد أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في سطرين أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في %{smart_count} أسطر أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في %{smart_count} سطرًا أخطاء. صحّحها واستورد الملف مرة أخرى. |||| لم يُستورد شيء: في %{smart_count} سطر أخطاء. صحّحها واستورد الملف مرة أخرى.',
      errors: 'الأخطاء حسب السطر',
      columns: { line: 'السطر', column: 'العمود', problem: 'المشكلة' },
    },
  },
};
