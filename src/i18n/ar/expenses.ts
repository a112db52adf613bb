/** Arabic texts of the Expenses tab shared by cards, people and departments. */
export const expensesMessagesAr = {
  expenses: {
    columns: { spent_at: 'التاريخ', merchant: 'التاجر', member: 'الشخص', card: 'البطاقة', amount: 'المبلغ', status: 'الحالة' },
    range: {
      from: 'من',
      to: 'إلى',
      hint: 'تُعرض المصروفات من %{from} إلى %{to}. اختر تاريخ بداية أقدم لرؤية المصروفات الأقدم.',
    },
  },
};
