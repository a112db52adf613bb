import type { publicPagesMessagesEn } from '../en/publicPages';

/** Arabic texts of the public routes and shared screens; the same keys as `en/publicPages.ts`. */
export const publicPagesMessagesAr: typeof publicPagesMessagesEn = {
  not_yet: {
    title: 'ليس بعد',
    message: 'عذرًا، %{feature} غير متاحة بعد. نعمل عليها، عُد قريبًا.',
    default_feature: 'هذه الميزة',
  },
  error_page: {
    title: 'عذرًا!',
    message: 'حدث خطأ ما...',
    back_home: 'العودة إلى لوحة التحكم',
  },
  error_boundary: {
    title: 'أوه لا',
    message: 'حدث خطأ غير متوقع. حاول تحديث الصفحة.',
    persists: 'إذا استمرت المشكلة، يرجى التواصل مع الدعم',
    refresh: 'تحديث الصفحة',
  },
  confirm: {
    title: 'تأكيد',
    cancel: 'إلغاء',
    delete: 'حذف',
    ok: 'حسنًا',
  },
};
