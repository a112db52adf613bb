/** Arabic texts of the Expenses tab shared by cards, people and departments. */
export const expensesMessagesAr = {
  expenses: {
    spent_total: 'المصروف في هذه الأيام:',
    detail: {
      title: 'المصروف',
      open: '%{date}، %{merchant}: افتح المصروف',
      category: 'الفئة',
      description: 'الوصف',
      recorded_at: 'تاريخ التسجيل',
      no_card: 'من الجيب',
      rejection_reason: 'سبب الرفض',
    },
    decision: {
      title: 'القرار',
      approve: 'موافقة',
      reject: 'رفض',
      reject_title: 'رفض مصروف %{merchant} (%{amount})',
      reason: 'السبب',
      reason_help: 'سيرى صاحب المصروف هذا السبب.',
      reason_required: 'اذكر سبب رفض المصروف',
      own: 'هذا مصروفك: يوافق عليه شخص آخر.',
    },
    range: {
      reversed: 'تاريخ البداية (%{from}) بعد تاريخ النهاية (%{to}). اختر تاريخ بداية في تاريخ النهاية أو قبله.',
      hint: 'تُعرض المصروفات من %{from} إلى %{to}. اختر تاريخ بداية أقدم لرؤية المصروفات الأقدم.',
    },
  },
};
