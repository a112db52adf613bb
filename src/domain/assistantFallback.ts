/**
 * Spec §8: when the chat cannot reach the assistant, it falls back to one of five canned answers, or
 * 'Sorry, I'm having trouble connecting right now…'. A canned answer cites no figure (every figure on
 * screen is computed from data): it names the page that shows what was asked, and links to it.
 */

export type CannedAnswerTopic = 'spend_by_company' | 'change' | 'urgent' | 'limits' | 'unusual';

export type CannedAnswer = { topic: CannedAnswerTopic; path: string };

/** The five canned answers: the page each sends to, and the words (English, Arabic) of a question it answers. */
export const CANNED_ANSWERS: readonly (CannedAnswer & { words: RegExp })[] = [
  { topic: 'urgent', path: '/organizations/my-approval', words: /urgent|overdue|waiting|approv|عاجل|متأخر|موافق/i },
  { topic: 'limits', path: '/cards', words: /limit|card|حدود|الحد|بطاق/i },
  { topic: 'unusual', path: '/smart-comply', words: /unusual|anomal|flag|suspicious|غير معتاد|مشبوه|علام/i },
  { topic: 'change', path: '/organizations/my-portfolio', words: /change|trend|compare|since last|تغي|مقارن|الماضي/i },
  { topic: 'spend_by_company', path: '/organizations/my-portfolio', words: /spen[dt]|company|companies|total|أنفق|إنفاق|شرك/i },
];

/** The canned answer for a question the assistant could not answer, or null (then the 'trouble connecting' text). */
export function cannedAnswerFor(question: string): CannedAnswer | null {
  const match = CANNED_ANSWERS.find(({ words }) => words.test(question));
  return match ? { topic: match.topic, path: match.path } : null;
}
