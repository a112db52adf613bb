/** Arabic texts of the expenses resource: `resources.expenses.name` and `resources.expenses.fields.*`. */
export const expensesResourceAr = {
  expenses: {
    name: 'مصروف |||| المصروفات',
    fields: {
      spent_at: 'التاريخ',
      merchant: 'التاجر',
      member: 'الشخص',
      card: 'البطاقة',
      amount: 'المبلغ',
      status: 'الحالة',
      spent_from: 'من',
      spent_until: 'إلى',
    },
  },
};
