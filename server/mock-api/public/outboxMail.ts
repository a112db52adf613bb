import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import type { ReportMail } from '../policy/reports.ts';
import type { MockDatabase } from '../store/types.ts';
import { ACCOUNT_TOKEN_TTL_MS, publicState, type AccountToken } from './publicState.ts';

/** An e-mail the mock sent, as `GET /__mock/outbox` shows it (the record it came from stays beside it). */
export interface OutboxMail {
  kind: AccountToken['kind'] | ReportMail['kind'];
  to: string;
  /** The same address as `to` (older readers filter on it). */
  email: string;
  subject: string;
  text: string;
  html: string;
  language: ApiLanguage;
  /** Every link of the mail, absolute (on the server that answered). */
  links: { label: string; href: string }[];
  created_at: string;
  [field: string]: unknown;
}

type Paragraphs = { subject: string; greeting: string; lines: string[]; linkLabel: string; closing: string };
type Recipient = { name: string; email: string };

const TTL_MINUTES = ACCOUNT_TOKEN_TTL_MS / 60_000;

/** The words of each mail, in each language the app has. */
const WORDING: Record<AccountToken['kind'], Record<ApiLanguage, (to: Recipient) => Paragraphs>> = {
  password_reset: {
    en: (to) => ({
      subject: 'Reset your Spendboard password',
      greeting: `Hello ${to.name},`,
      lines: [
        `Someone asked to reset the password of your Spendboard account (${to.email}).`,
        `Open this link within ${TTL_MINUTES} minutes to choose a new one:`,
      ],
      linkLabel: 'Choose a new password',
      closing: 'If it was not you, ignore this e-mail: your password stays as it is.',
    }),
    ar: (to) => ({
      subject: 'إعادة تعيين كلمة مرور Spendboard',
      greeting: `مرحبًا ${to.name}،`,
      lines: [
        `طُلبت إعادة تعيين كلمة مرور حسابك في Spendboard (${to.email}).`,
        `افتح هذا الرابط خلال ${TTL_MINUTES} دقيقة لاختيار كلمة مرور جديدة:`,
      ],
      linkLabel: 'اختيار كلمة مرور جديدة',
      closing: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    }),
  },
  administrator_invitation: {
    en: (to) => ({
      subject: 'You are invited to Spendboard',
      greeting: `Hello ${to.name},`,
      lines: [
        `You are invited to Spendboard with ${to.email}.`,
        `Open this link within ${TTL_MINUTES} minutes to verify your account and choose your password:`,
      ],
      linkLabel: 'Verify your account',
      closing: 'If you did not expect this invitation, ignore this e-mail.',
    }),
    ar: (to) => ({
      subject: 'دعوة إلى Spendboard',
      greeting: `مرحبًا ${to.name}،`,
      lines: [
        `تمت دعوتك إلى Spendboard بالبريد ${to.email}.`,
        `افتح هذا الرابط خلال ${TTL_MINUTES} دقيقة لتأكيد حسابك واختيار كلمة المرور:`,
      ],
      linkLabel: 'تأكيد حسابك',
      closing: 'إذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
    }),
  },
};

/**
 * Every mail of the outbox, newest first: the account links (reset, invitation), then the scheduled
 * reports (a link stays first for the flows that read it). `origin` makes the links absolute.
 */
export function outboxMails(db: MockDatabase, origin: string): OutboxMail[] {
  const state = publicState(db);
  return [
    ...[...state.accountTokens].reverse().map((token) => accountMail(db, token, origin)),
    ...[...state.reportMails].reverse().map((mail) => reportMail(db, mail as ReportMail, origin)),
  ];
}

function accountMail(db: MockDatabase, token: AccountToken, origin: string): OutboxMail {
  const { language } = token;
  const words = WORDING[token.kind][language](recipient(db, token.user_id, token.email));
  const href = `${origin}${token.link}`;
  return {
    ...token,
    to: token.email,
    subject: words.subject,
    text: [words.greeting, '', ...words.lines, href, '', words.closing].join('\n'),
    html: htmlMail(language, words.subject, [words.greeting, ...words.lines], { label: words.linkLabel, href }, words.closing),
    language,
    links: [{ label: words.linkLabel, href }],
  };
}

/** Scheduled reports are written in English: the app keeps no language for the account that scheduled them. */
function reportMail(db: MockDatabase, mail: ReportMail, origin: string): OutboxMail {
  const to = recipient(db, mail.user_id, mail.email);
  const href = `${origin}/reports`;
  const lines = [`Your scheduled report for ${mail.period.from} to ${mail.period.to} is ready: ${mail.row_count} rows.`];
  const link = { label: 'Open the reports', href };
  return {
    ...mail,
    to: mail.email,
    text: [`Hello ${to.name},`, '', ...lines, href].join('\n'),
    html: htmlMail('en', mail.subject, [`Hello ${to.name},`, ...lines], link, ''),
    language: 'en',
    links: [link],
  };
}

function recipient(db: MockDatabase, userId: number, email: string): Recipient {
  const user = db.users.find((row) => row.id === userId);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return { name: name || email, email };
}

function htmlMail(
  language: ApiLanguage,
  title: string,
  paragraphs: string[],
  link: { label: string; href: string },
  closing: string,
): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const body = [
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    closing ? `<p>${escapeHtml(closing)}</p>` : '',
  ].join('');
  return `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/** Names and report titles are data (QA writes script payloads into them): never markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
