import { isolate as v, type MessagePattern } from './arabicWords.ts';

/**
 * Arabic of the e-mails the mock sends (`public/outboxMail.ts` writes them in English and translates each
 * line for the reader): password resets and invitations. Names, addresses and links stay as written.
 * The fixed lines join MESSAGES_AR (`messagesAr.ts`); the lines built from values are patterns.
 */
export const MAIL_MESSAGES_AR: Readonly<Record<string, string>> = {
  'Reset your Spendboard password': 'إعادة تعيين كلمة مرور Spendboard',
  'Choose a new password': 'اختيار كلمة مرور جديدة',
  'If it was not you, ignore this e-mail: your password stays as it is.': 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  'You are invited to Spendboard': 'دعوة إلى Spendboard',
  'Verify your account': 'تأكيد حسابك',
  'If you did not expect this invitation, ignore this e-mail.': 'إذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
};

export const MAIL_PATTERNS_AR: readonly MessagePattern[] = [
  { english: /^Hello (.+),$/, arabic: ([name]) => `مرحبًا ${v(name)}،` },
  {
    english: /^Someone asked to reset the password of your Spendboard account \((.+)\)\.$/,
    arabic: ([email]) => `طُلبت إعادة تعيين كلمة مرور حسابك في Spendboard (${v(email)}).`,
  },
  {
    english: /^Open this link within (\d+) minutes to choose a new one:$/,
    arabic: ([minutes]) => `افتح هذا الرابط خلال ${minutes} دقيقة لاختيار كلمة مرور جديدة:`,
  },
  { english: /^You are invited to Spendboard with (.+)\.$/, arabic: ([email]) => `تمت دعوتك إلى Spendboard بالبريد ${v(email)}.` },
  {
    english: /^Open this link within (\d+) minutes to verify your account and choose your password:$/,
    arabic: ([minutes]) => `افتح هذا الرابط خلال ${minutes} دقيقة لتأكيد حسابك واختيار كلمة المرور:`,
  },
];
