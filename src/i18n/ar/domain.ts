import type { StatusTexts } from '../en/domain';

const status: StatusTexts = {
  card: { active: 'نشطة', inactive: 'غير نشطة', frozen: 'مجمدة', terminated: 'منتهية الخدمة', expired: 'منتهية الصلاحية' },
  member: { active: 'نشط', invited: 'مدعو', suspended: 'موقوف' },
  expense: {
    draft: 'مسودة',
    submitted: 'مُرسل',
    declined: 'مرفوض من البنك',
    captured: 'مُحصّل',
    reversed: 'مُسترد',
    manual: 'يدوي',
    manual_approved: 'معتمد يدويًا',
    manual_rejected: 'مرفوض يدويًا',
    approved: 'معتمد',
    rejected: 'مرفوض',
    recalled: 'مسحوب',
    reported: 'مُبلّغ عنه',
    reimbursed: 'مُعوَّض',
    cancelled: 'ملغى',
    refunded: 'مُعاد',
    in_review: 'قيد المراجعة',
    pending: 'قيد الانتظار',
    my_expenses: 'مصروفاتي',
  },
  sync: { IN_PROGRESS: 'المزامنة جارية', SYNCED: 'تمت المزامنة', ERROR: 'فشلت' },
  catalogue: { active: 'نشط', archived: 'مؤرشف' },
  integration: { connected: 'متصل', needs_attention: 'يحتاج إلى انتباه', disconnected: 'غير متصل' },
  purchase_order: {
    draft: 'مسودة',
    open: 'مفتوح',
    partially_billed: 'مفوتر جزئيًا',
    fully_billed: 'مفوتر بالكامل',
    closed: 'مغلق',
    cancelled: 'ملغى',
  },
  bill_approval: { draft: 'مسودة', pending_approval: 'بانتظار الاعتماد', approved: 'معتمدة', rejected: 'مرفوضة' },
  bill_payment: {
    unpaid: 'غير مدفوعة',
    scheduled: 'مجدولة',
    processing: 'قيد المعالجة',
    paid: 'مدفوعة',
    failed: 'فشل الدفع',
    partially_paid: 'مدفوعة جزئيًا',
  },
  onboarding: { pending: 'الإعداد مطلوب', in_review: 'قيد المراجعة', completed: 'مفعّلة', rejected: 'تحتاج إلى مراجعة' },
  ai: { pending: 'قيد الانتظار', submitted: 'مُرسل', in_review: 'قيد المراجعة', approved: 'معتمد', rejected: 'مرفوض' },
  priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', urgent: 'عاجلة' },
};

/** Arabic texts of the keys the domain rules return (English: `../en/domain.ts`). */
export const domainMessagesAr = {
  validation: {
    day: 'أدخل التاريخ بالصيغة يوم/شهر/سنة (DD/MM/YYYY)',
    amount: {
      required: 'أدخل مبلغًا',
      number: 'أدخل رقمًا، مثل 1250.50',
      min: 'لا يمكن أن يكون المبلغ سالبًا',
      max: 'لا يمكن أن يزيد المبلغ على %{max}',
      decimals: 'استخدم %{decimals} منازل عشرية على الأكثر',
      positive: 'يجب أن يكون المبلغ أكبر من 0',
      over_balance: 'المبلغ أكبر من الرصيد المتاح (%{balance})',
    },
  },
  card_services: {
    pending: { title: 'إعداد خدمات البطاقات مطلوب', action: 'ابدأ الإعداد الآن' },
    in_review: { title: 'الإعداد قيد المراجعة' },
    completed: { title: 'خدمات البطاقات مفعّلة', action: 'الوصول إلى ميزات البطاقات' },
    rejected: { title: 'الإعداد يحتاج إلى مراجعة', action: 'إعادة بدء الإعداد' },
    other: { title: 'خدمات البطاقات', action: 'ابدأ الآن' },
    locked_tooltip: 'أكمل إعداد خدمات البطاقات لاستخدام هذه الميزة',
    not_enabled: {
      reason: 'خدمات البطاقات غير مفعّلة لـ %{company}.',
      remedy: 'اطلب من مسؤول شركتك تفعيلها، أو تواصل مع الدعم.',
    },
    no_link: {
      reason: 'رابط إعداد خدمات البطاقات لـ %{company} غير متاح بعد.',
      remedy: 'تواصل مع الدعم للحصول عليه.',
    },
    contact_support: 'تواصل مع الدعم',
    this_company: 'هذه الشركة',
  },
  status,
};
