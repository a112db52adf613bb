import type { accountSettingsMessagesEn } from '../en/accountSettings';

/** Arabic texts of My Account and the 'Need Help?' form; the same keys as `en/accountSettings.ts`. */
export const accountSettingsMessagesAr: typeof accountSettingsMessagesEn = {
  my_account: {
    title: 'حسابي',
    failed: 'تعذر تحميل ملفك الشخصي.',
    no_role: 'لا يوجد دور في هذه الشركة',
    fields: {
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      country: 'الدولة',
      company: 'الشركة',
      company_address: 'عنوان الشركة',
      user_type: 'نوع المستخدم',
      roles: 'الأدوار',
    },
    user_types: {
      firm_admin: 'مسؤول المجموعة',
      multi_company_manager: 'مدير عدة شركات',
      tenant_specific: 'مستخدم الشركة',
    },
    password: {
      title: 'تغيير كلمة المرور',
      intro: 'يؤدي تغيير كلمة المرور إلى تسجيل خروجك من كل الأجهزة والمتصفحات الأخرى، ويبقى هذا المتصفح مسجّل الدخول.',
      current: 'كلمة المرور الحالية',
      current_required: 'أدخل كلمة المرور الحالية',
      submit: 'تغيير كلمة المرور',
    },
    preferences: {
      title: 'التفضيلات',
    },
  },
  support: {
    title: 'تحتاج مساعدة؟',
    intro: 'أخبرنا بما حدث أو بما تحتاجه. يرد فريق الدعم عبر البريد الإلكتروني.',
    recipients: 'يصل طلبك إلى %{emails}.',
    category: 'الفئة',
    file_type: 'متعلق بـ',
    message: 'الرسالة',
    message_hint: 'بين %{min} و%{max} حرفًا.',
    attachment: 'المرفق',
    attach: 'إرفاق ملف',
    remove_attachment: 'إزالة المرفق',
    allowed_formats: 'الصيغ المسموح بها: %{formats}',
    no_formats: 'المرفقات غير مفعّلة لهذه الشركة.',
    submit: 'إرسال',
    sent_title: 'تم إرسال الطلب',
    sent: 'شكرًا لك. أُرسل طلبك رقم %{id} إلى فريق الدعم، وسنرد عبر البريد الإلكتروني.',
    new_request: 'إرسال طلب آخر',
    errors: {
      category_required: 'اختر فئة',
      file_type_required: 'اختر ما يتعلق به الطلب',
      message_required: 'اكتب رسالة',
      message_too_short: 'اكتب %{min} أحرف على الأقل',
      message_too_long: 'اكتب %{max} حرفًا على الأكثر',
      attachment_format: 'نوع الملف هذا غير مسموح به. الصيغ المسموح بها: %{formats}',
      attachment_size: 'حجم الملف أكبر من %{max} ميغابايت',
    },
  },
};
