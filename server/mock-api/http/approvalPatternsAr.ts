import { complianceMessagesAr } from '../../../src/i18n/ar/compliance.ts';
import { complianceMessagesEn } from '../../../src/i18n/en/compliance.ts';
import { isolate as v, type MessagePattern } from './arabicWords.ts';

/** Arabic of the cross-company approval inbox's messages built from values (issue 33: approvals over open compliance flags). */

type Kind = keyof typeof complianceMessagesEn.compliance.kinds;
type Severity = keyof typeof complianceMessagesAr.compliance.severity;

const KIND_BY_ENGLISH = new Map(Object.entries(complianceMessagesEn.compliance.kinds).map(([kind, words]) => [words, kind as Kind]));

/** '“Possible duplicates” (high)' in the app's Arabic words for the rule and the severity; an unknown one as it is. */
function flagNameAr(words: string, severity: string): string {
  const kind = KIND_BY_ENGLISH.get(words);
  const name = kind ? complianceMessagesAr.compliance.kinds[kind] : v(words);
  const level = Object.hasOwn(complianceMessagesAr.compliance.severity, severity)
    ? complianceMessagesAr.compliance.severity[severity as Severity]
    : v(severity);
  return `«${name}» (${level})`;
}

/** The flags of the message, each as '“Rule words” (severity)', in Arabic, joined by the Arabic comma. */
const flagsAr = (list: string) =>
  [...list.matchAll(/“([^”]+)” \((\w+)\)/g)].map(([, words, severity]) => flagNameAr(words, severity)).join('، ');

const recordAr = (kind: string, name: string) => (kind === 'bill' ? `الفاتورة ${v(name)}` : `المصروف ${v(name)}`);

export const APPROVAL_PATTERNS_AR: readonly MessagePattern[] = [
  {
    english: /^The flag (“[^”]+” \(\w+\)) is open on (bill|expense) (.+); approve anyway with a reason\.$/,
    arabic: ([flag, kind, name]) => `التنبيه ${flagsAr(flag)} مفتوح على ${recordAr(kind, name)}؛ اعتمده رغم ذلك مع ذكر السبب.`,
  },
  {
    english: /^The flags ((?:“[^”]+” \(\w+\)(?:, )?)+) are open on (bill|expense) (.+); approve anyway with a reason\.$/,
    arabic: ([flags, kind, name]) => `التنبيهات ${flagsAr(flags)} مفتوحة على ${recordAr(kind, name)}؛ اعتمده رغم ذلك مع ذكر السبب.`,
  },
];
