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
