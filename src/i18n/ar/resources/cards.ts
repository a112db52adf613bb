import { arabicNoun } from '../plural';
/** Arabic texts of the cards resource: its name, fields (columns and inputs label themselves) and values. */
export const cardsResourceAr = {
  cards: {
    name: arabicNoun('بطاقة', 'البطاقات'),
    fields: {
      number: 'الرقم',
      name: 'الاسم',
      type: 'النوع',
      status: 'الحالة',
      currency: 'العملة',
      last_charged_at: 'آخر خصم',
      expired_at: 'تاريخ الانتهاء',
      member_id: 'حامل البطاقة',
      administrator: 'حامل البطاقة',
      limit: 'الحد',
      allowed_mcc_categories: 'فئات التجار المسموح بها',
      allowed_countries: 'الدول المسموح بها',
      last_charged_period: 'فترة آخر خصم',
      last_charged_from: 'آخر خصم من',
      last_charged_until: 'آخر خصم حتى',
      expires_before: 'تنتهي قبل',
    },
    filters: { search: 'البحث في البطاقات', member_id: 'حاملو البطاقات' },
    type: { virtual: 'افتراضية', physical: 'فعلية' },
    status: { active: 'نشطة', inactive: 'غير نشطة', frozen: 'مجمدة', terminated: 'ملغاة', expired: 'منتهية' },
    empty: { title: 'لا توجد بطاقات بعد', message: 'ستظهر هنا البطاقات الصادرة في هذه الشركة.' },
  },
};

/** Arabic words of the permissions the declaration of cards (src/domain/resources/) adds and its rows of the role editor. */
export const cardsPermissionWordsAr = {
  words: {
    read_cards: 'عرض قائمة البطاقات',
    create_cards: 'إنشاء البطاقات',
    update_cards: 'تعديل البطاقات (الاسم والإعدادات)',
    quick_actions: 'تجميد البطاقات وإلغاء تجميدها وإنهاؤها',
    read_card_details: 'فتح تفاصيل البطاقة',
    manage_card_controls: 'تحديد أماكن استخدام البطاقات',
    update_card_currency: 'تحديد عملة بطاقات الشركة واختيار عملة البطاقة الجديدة',
    update_card_type: 'تحديد نوع بطاقات الشركة واختيار نوع البطاقة الجديدة (افتراضية أو فعلية)',
  },
  rows: {
    cards: 'البطاقات',
    card_quick_actions: 'الإجراءات السريعة للبطاقات',
    card_details: 'تفاصيل البطاقة',
    card_controls: 'ضوابط البطاقات',
    card_currency: 'عملة البطاقة',
    card_type: 'نوع البطاقة',
  },
};
