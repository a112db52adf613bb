/** Arabic texts of the shared limit editor and transfer form. */
export const moneyMessagesAr = {
  limits: {
    title: 'الحد',
    mode: 'النوع',
    amount: 'المبلغ',
    spent: 'المصروف',
    balance: 'الرصيد',
    edit: 'تعديل الحد',
    save: 'حفظ',
    cancel: 'إلغاء',
    load_failed: 'تعذر تحميل الحد.',
    modes: { inherited: 'موروث', limit: 'حد', balance: 'رصيد' },
    inherited_from: {
      member: 'موروث من حامل البطاقة',
      department: 'موروث من القسم',
      company: 'موروث من الشركة',
      none: 'محدد على هذه البطاقة',
    },
  },
  transfers: {
    title: 'تحويل الأموال',
    history: 'سجل التحويلات',
    out: 'من هذا %{entity}',
    in: 'إلى هذا %{entity}',
    available: 'الرصيد المتاح: %{balance}',
    available_inherited: 'الرصيد المتاح: 0.00. هذا الحد موروث، لذا لا يملك رصيدًا خاصًا به لتحويله.',
    submit: 'تحويل الأموال',
    none_allowed: 'لا يمكنك تحويل الأموال من هنا أو إليه.',
    empty: 'لا توجد تحويلات بعد',
    entities: { member: 'الشخص', department: 'القسم', company: 'الشركة', card: 'البطاقة' },
    kinds: { member: 'شخص', department: 'قسم', company: 'الشركة', card: 'بطاقة' },
  },
};
