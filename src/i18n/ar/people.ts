/** Arabic texts of People (`/people`) and its detail tabs; mirrors `en/people.ts`. */
export const peopleMessagesAr = {
  people: {
    title: 'الأشخاص',
    search: 'البحث عن الأشخاص',
    status: { active: 'نشط', invited: 'مدعو', suspended: 'موقوف' },
    empty: { title: 'لا يوجد أشخاص بعد', message: 'سيظهر هنا الأشخاص المدعوون إلى هذه الشركة.' },
    invite: { button: 'دعوة أشخاص', title: 'دعوة شخص', submit: 'إرسال الدعوة' },
    tabs: { overview: 'نظرة عامة', cards: 'البطاقات', transfer: 'التحويل', expenses: 'المصروفات' },
    detail: {
      no_department: 'بدون قسم',
      no_branch: 'بلا فرع',
      user_roles: 'الأدوار كمستخدم',
      not_a_user: 'ليس مستخدمًا للوحة الإدارة',
      no_addresses: 'لا يوجد عنوان مسجل',
      no_cards: 'لا يحمل هذا الشخص أي بطاقة.',
      no_expenses: 'لا توجد مصروفات بعد.',
      spent: 'المنفق',
      balance: 'الرصيد',
      mode: 'النوع',
    },
    edit: {
      button: 'تعديل الشخص',
      title: 'تعديل بيانات الشخص',
    },
    remove: {
      button: 'إزالة العضو',
      title: 'إزالة %{name}',
      confirm: 'هل أنت متأكد من أنك تريد إزالة هذا العضو؟',
      confirm_button: 'إزالة العضو',
    },
  },
};
