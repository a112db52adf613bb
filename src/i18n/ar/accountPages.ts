import type { accountPagesMessagesEn } from '../en/accountPages';

/** Arabic texts of the public account pages; the same keys as `en/accountPages.ts`. */
export const accountPagesMessagesAr: typeof accountPagesMessagesEn = {
  account: {
    back_to_sign_in: 'العودة إلى تسجيل الدخول',
    forgot_password: 'نسيت كلمة المرور؟',
    new_password: 'كلمة المرور الجديدة',
    confirm_password: 'تأكيد كلمة المرور الجديدة',
    for_account: 'الحساب: %{email}',
    missing_token: 'هذا الرابط غير مكتمل. افتح الرابط من بريدك الإلكتروني مرة أخرى، أو اطلب رابطًا جديدًا.',
    request_new_link: 'اطلب رابطًا جديدًا',
    reset: {
      title: 'إعادة تعيين كلمة المرور',
      subtitle: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
      submit: 'إرسال رابط إعادة التعيين',
      sent: 'إذا كان العنوان مرتبطًا بحساب، فإن رابط إعادة تعيين كلمة المرور في طريقه إليك. تحقق من بريدك الوارد.',
    },
    set: {
      title: 'اختر كلمة مرور جديدة',
      subtitle: 'تحل كلمة المرور الجديدة محل القديمة.',
      submit: 'تعيين كلمة المرور',
      done: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة (%{email}).',
    },
    verify: {
      title: 'تحقق من حسابك',
      subtitle: 'مرحبًا بك في Spendboard. اختر كلمة مرور لإكمال إعداد حساب المسؤول.',
      submit: 'تحقق وعيّن كلمة المرور',
      done: 'تم التحقق من حسابك. سجّل الدخول بكلمة المرور الجديدة (%{email}).',
    },
    password_rules: {
      hint: '%{min} أحرف على الأقل، تتضمن حرفًا ورقمًا.',
      required: 'أدخل كلمة مرور جديدة',
      too_short: 'استخدم 8 أحرف على الأقل',
      too_long: 'استخدم 128 حرفًا على الأكثر',
      needs_letter: 'أضف حرفًا واحدًا على الأقل',
      needs_digit: 'أضف رقمًا واحدًا على الأقل',
      mismatch: 'كلمتا المرور غير متطابقتين',
    },
  },
};
