import type { ApiLanguage } from '../../../src/domain/apiLanguage.ts';
import { translateMessage } from '../http/translateMessage.ts';
import type { ReportMail } from '../policy/reportSchedule.ts';
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

type Wording = { subject: string; lines: string[]; linkLabel: string; closing: string };
type Recipient = { name: string; email: string };

const TTL_MINUTES = ACCOUNT_TOKEN_TTL_MS / 60_000;

/** The words of each mail, in English; each line is translated for the reader (`http/mailPatternsAr.ts`). */
const WORDING: Record<AccountToken['kind'], (to: Recipient) => Wording> = {
  password_reset: (to) => ({
    subject: 'Reset your Spendboard password',
    lines: [
      `Someone asked to reset the password of your Spendboard account (${to.email}).`,
      `Open this link within ${TTL_MINUTES} minutes to choose a new one:`,
    ],
    linkLabel: 'Choose a new password',
    closing: 'If it was not you, ignore this e-mail: your password stays as it is.',
  }),
  administrator_invitation: (to) => ({
    subject: 'You are invited to Spendboard',
    lines: [
      `You are invited to Spendboard with ${to.email}.`,
      `Open this link within ${TTL_MINUTES} minutes to verify your account and choose your password:`,
    ],
    linkLabel: 'Verify your account',
    closing: 'If you did not expect this invitation, ignore this e-mail.',
  }),
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
  const to = recipient(db, token.user_id, token.email);
  const english = WORDING[token.kind](to);
  const say = (text: string) => translateMessage(text, language);
  const [subject, greeting, linkLabel, closing] = [english.subject, `Hello ${to.name},`, english.linkLabel, english.closing].map(say);
  const lines = english.lines.map(say);
  const href = `${origin}${token.link}`;
  return {
    ...token,
    to: token.email,
    subject,
    text: [greeting, '', ...lines, href, '', closing].join('\n'),
    html: htmlMail(language, subject, [greeting, ...lines], { label: linkLabel, href }, closing),
    language,
    links: [{ label: linkLabel, href }],
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
