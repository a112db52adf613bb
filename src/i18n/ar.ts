import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { reactAdminMessagesAr } from './ar/reactAdmin';
import { shellMessagesAr } from './ar/shell';
import { publicPagesMessagesAr } from './ar/publicPages';
import { accountPagesMessagesAr } from './ar/accountPages';
import { accountSettingsMessagesAr } from './ar/accountSettings';
import { accountSecurityMessagesAr } from './ar/accountSecurity';
import { sessionMessagesAr } from './ar/session';
import { portfolioMessagesAr } from './ar/portfolio';
import { detailMessagesAr } from './ar/detail';
import { permissionWordsMessagesAr } from './ar/permissionWords';
import { RESOURCE_TEXT_MODULES } from './ar/resources';
import { gatherResourceTexts, withResourcePermissionWords, withResourceRouteTexts } from './gatherResourceTexts';
import { formsMessagesAr } from './ar/forms';
import { peopleMessagesAr } from './ar/people';
import { csvImportMessagesAr } from './ar/csvImport';
import { departmentsMessagesAr } from './ar/departments';
import { moneyMessagesAr } from './ar/money';
import { cardsMessagesAr } from './ar/cards';
import { expensesMessagesAr } from './ar/expenses';
import { mailboxMessagesAr } from './ar/mailbox';
import { noticesMessagesAr } from './ar/notices';
import { cataloguesMessagesAr } from './ar/catalogues';
import { dashboardMessagesAr } from './ar/dashboard';
import { exchangeRatesMessagesAr } from './ar/exchangeRates';
import { insightsMessagesAr } from './ar/insights';
import { vatReturnMessagesAr } from './ar/vatReturn';
import { assistantMessagesAr } from './ar/assistant';
import { complianceMessagesAr } from './ar/compliance';
import { domainMessagesAr } from './ar/domain';

/** Each resource's texts and permission words, from its own files (src/i18n/ar/resources/, gathered by their index). */
const RESOURCE_TEXTS = gatherResourceTexts(RESOURCE_TEXT_MODULES);

/**
 * Arabic (right to left). It mirrors `en.ts`; a key without an Arabic text yet keeps its
 * English text (ra-core's `mergeTranslations` lays Arabic over English). Feature modules add one spread line in `spendboard` below.
 */
export const ar: TranslationMessages = mergeTranslations(en, {
  ...reactAdminMessagesAr,
  spendboard: {
    ...domainMessagesAr,
    ...withResourceRouteTexts(shellMessagesAr, RESOURCE_TEXTS),
    ...publicPagesMessagesAr,
    ...accountPagesMessagesAr,
    ...accountSettingsMessagesAr,
    ...accountSecurityMessagesAr,
    ...sessionMessagesAr,
    ...portfolioMessagesAr,
    ...detailMessagesAr,
    ...withResourcePermissionWords(permissionWordsMessagesAr, RESOURCE_TEXTS),
    ...formsMessagesAr,
    ...peopleMessagesAr,
    ...csvImportMessagesAr,
    ...departmentsMessagesAr,
    ...moneyMessagesAr,
    ...cardsMessagesAr,
    ...expensesMessagesAr,
    ...mailboxMessagesAr,
    ...noticesMessagesAr,
    ...cataloguesMessagesAr,
    app_name: 'Spendboard',
    loading: 'جارٍ التحميل…',
    opening_page: 'جارٍ فتح الصفحة…',
    auth: {
      title: 'تسجيل الدخول إلى Spendboard',
      subtitle: 'إدارة الإنفاق لكل شركات مجموعتك',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      sign_in: 'تسجيل الدخول',
      signing_in: 'جارٍ تسجيل الدخول…',
      show_password: 'إظهار كلمة المرور',
      hide_password: 'إخفاء كلمة المرور',
      email_required: 'أدخل بريدك الإلكتروني',
      password_required: 'أدخل كلمة المرور',
      remember_email: 'تذكّر بريدي الإلكتروني',
      two_step: {
        code_prompt: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة',
        recovery_prompt: 'أدخل أحد رموز الاسترداد. يعمل كل رمز مرة واحدة.',
        code_label: 'الرمز المكوّن من 6 أرقام',
        recovery_label: 'رمز الاسترداد',
        code_required: 'أدخل الرمز',
        verify: 'تحقّق',
        use_recovery: 'استخدم رمز استرداد بدلًا من ذلك',
        use_code: 'استخدم رمزًا من التطبيق بدلًا من ذلك',
        back: 'تسجيل الدخول بحساب آخر',
      },
    },
    errors: {
      unexpected_field: 'حدث خطأ غير متوقع',
      unexpected: 'حدث خطأ غير متوقع',
      list_failed: 'تعذر تحميل هذه القائمة.',
      retry: 'حاول مرة أخرى',
    },
    ...dashboardMessagesAr,
    ...exchangeRatesMessagesAr,
    ...insightsMessagesAr,
    ...vatReturnMessagesAr,
    ...assistantMessagesAr,
    ...complianceMessagesAr,
  },
  resources: RESOURCE_TEXTS.resources,
});
