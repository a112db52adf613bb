import type { sessionMessagesEn } from '../en/session';

/** Arabic texts of the session, companies, access-control and card-services pages; the keys of `en/session.ts`. */
export const sessionMessagesAr: typeof sessionMessagesEn = {
  companies: {
    title: 'الشركات',
    open: 'تبديل الشركة',
    close: 'إغلاق',
    all: 'الكل',
    favourite: 'المفضلة',
    view: 'الشركات المعروضة',
    search: 'ابحث عن شركة...',
    loading: 'جارٍ تحميل المؤسسات...',
    failed: 'تعذّر تحميل المؤسسات.',
    no_favourites: 'لا توجد شركات مفضلة.',
    none: 'لا توجد مؤسسات متاحة.',
    manage: 'إدارة',
    total_users:
      'لا مستخدمين |||| مستخدم واحد |||| مستخدمان |||| %{smart_count} مستخدمين |||| %{smart_count} مستخدمًا |||| %{smart_count} مستخدم',
    active: 'نشطة',
    default: 'افتراضية',
    add_favourite: 'أضف %{name} إلى المفضلة',
    remove_favourite: 'أزل %{name} من المفضلة',
    set_default: 'تعيين كافتراضية',
    clear_default: 'إلغاء الافتراضية',
    switch: 'تبديل',
    switch_confirm_title: 'تبديل المؤسسة',
    switch_confirm: 'هل أنت متأكد من رغبتك في التبديل إلى مؤسسة جديدة؟ سيتم إعادة تحميل الصفحة.',
    switch_failed: 'المؤسسة الفرعية غير موجودة أو أن حسابك غير مُعيَّن لها',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
    retry: 'إعادة المحاولة',
  },
  organizations: {
    title: 'المؤسسات',
    tabs: { companies: 'الشركات', team: 'الفريق', portfolio: 'محفظتي', approval: 'موافقاتي' },
    choose_company: 'اختر شركة للمتابعة.',
    restricted: 'حسابك تابع لـ %{name}. يدير المسؤول لديك الشركات.',
  },
  session: {
    not_assigned: 'هذا الحساب غير مُعيَّن لأي مؤسسة',
    not_assigned_title: 'لا توجد مؤسسة',
    ok: 'حسنًا',
    idle_logged_out: 'تم تسجيل خروجك بسبب عدم النشاط',
    sign_in_again: 'تسجيل الدخول مرة أخرى',
  },
  access: {
    restricted_title: 'الوصول مقيّد',
    restricted_body: 'ليست لديك صلاحية %{action}. يُرجى التواصل مع المسؤول للحصول على الوصول.',
    more_roles: 'أدوار أخرى',
    this_page: 'الوصول إلى هذه الصفحة',
  },
  card_services_page: {
    title: 'خدمات البطاقات',
    progress: 'تقدّم الإعداد',
    loading: 'جارٍ تحميل خدمات البطاقات…',
  },
};
