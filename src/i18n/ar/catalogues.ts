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
  },
};
