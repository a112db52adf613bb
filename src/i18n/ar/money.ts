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
    },
    set_on: {
      card: 'محدد على هذه البطاقة',
      member: 'محدد على هذا الشخص',
      department: 'محدد على هذا القسم',
      company: 'محدد على هذه الشركة',
    },
    mode_help: {
      inherited: {
        member: 'موروث: يصرف ضمن حد حامل البطاقة؛ لا يُحدَّد شيء هنا.',
        department: 'موروث: يصرف ضمن حد القسم (حد الشركة لشخص بلا قسم)؛ لا يُحدَّد شيء هنا.',
        company: 'موروث: يصرف ضمن حد الشركة؛ لا يُحدَّد شيء هنا.',
      },
      limit: 'حد: سقف إنفاق يُحدَّد هنا؛ يُحتسب منه ما يُصرف.',
      balance: 'رصيد: أموال محفوظة هنا؛ يُخصم منها ما يُصرف، وتضيف إليها التحويلات أو تأخذ منها.',
    },
  },
  transfers: {
    title: 'تحويل الأموال',
    history: 'سجل التحويلات',
    out: 'من هذا %{entity}',
    in: 'إلى هذا %{entity}',
    available: 'الرصيد المتاح: %{balance}',
    available_inherited: 'الرصيد المتاح: %{balance}. هذا الحد موروث، لذا لا يملك رصيدًا خاصًا به لتحويله.',
    submit: 'تحويل الأموال',
    none_allowed: 'لا يمكنك تحويل الأموال من هنا أو إليه.',
    empty: 'لا توجد تحويلات بعد',
    entities: { member: 'الشخص', department: 'القسم', company: 'الشركة', card: 'البطاقة' },
    kinds: { member: 'شخص', department: 'قسم', company: 'الشركة', card: 'بطاقة' },
  },
};
