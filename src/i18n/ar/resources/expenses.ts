import { arabicNoun } from '../plural';
/** Arabic texts of the expenses resource: `resources.expenses.name` and `resources.expenses.fields.*`. */
export const expensesResourceAr = {
  expenses: {
    name: arabicNoun('مصروف', 'المصروفات'),
    fields: {
      spent_at: 'التاريخ',
      merchant: 'التاجر',
      member: 'الشخص',
      card: 'البطاقة',
      amount: 'المبلغ',
      status: 'الحالة',
      spent_from: 'من',
      spent_until: 'إلى',
      category: 'فئة التاجر',
      member_id: 'الأشخاص',
      card_id: 'البطاقات',
      department_id: 'الأقسام',
      category_id: 'الفئات',
      project_id: 'المشاريع',
      tag_id: 'الوسوم',
      has_receipt: 'الإيصال',
      missing_receipt: 'الإيصال المطلوب',
      coded: 'الترميز',
      amount_from: 'المبلغ من (درهم)',
      amount_to: 'المبلغ إلى (درهم)',
      markers: 'العلامات',
      q: 'بحث',
    },
    empty: { title: 'لا توجد مصروفات بعد', message: 'تظهر هنا مدفوعات البطاقات والمصروفات الشخصية لهذه الشركة.' },
  },
};

/** Arabic words of the permissions the declaration of expenses (src/domain/resources/) adds and its rows of the role editor. */
export const expensesPermissionWordsAr = {
  words: {
    read_expenses: 'عرض المصروفات',
    update_expenses: 'تعديل المصروفات',
    approve_expenses: 'اعتماد المصروفات',
  },
  rows: {
    expenses: 'المصروفات',
  },
};
