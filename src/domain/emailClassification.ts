/**
 * How the mailbox labels an incoming e-mail (issue 11, classifications): the first active
 * classification, by priority (then name), one of whose rules matches; none matching: the
 * classification named Other. A rule is a sender (an address, or a domain that also covers its
 * subdomains) or a keyword found in the subject or the body, whatever the case.
 */

export type IncomingEmail = { from: string; subject: string; body: string };

export type ClassificationRules = {
  name: string;
  priority: number;
  status: 'active' | 'archived';
  senders: readonly string[];
  subject_keywords: readonly string[];
  body_keywords: readonly string[];
};

/** The fallback classification's name. */
export const FALLBACK_CLASSIFICATION = 'Other';

/** `Layla <Billing@DU.ae>` → `billing@du.ae`. */
function addressOf(from: string): string {
  const bracketed = /<([^>]+)>/.exec(from);
  return (bracketed ? bracketed[1] : from).trim().toLowerCase();
}

/** An address rule matches that address; a domain rule (`du.ae` or `@du.ae`) the domain and its subdomains. */
export function senderMatches(from: string, rule: string): boolean {
  const address = addressOf(from);
  const wanted = rule.trim().toLowerCase();
  if (!address || !wanted) return false;
  if (wanted.includes('@') && !wanted.startsWith('@')) return address === wanted;
  const domain = wanted.replace(/^@/, '');
  const senderDomain = address.slice(address.lastIndexOf('@') + 1);
  return senderDomain === domain || senderDomain.endsWith(`.${domain}`);
}

const contains = (text: string, keyword: string) => {
  const wanted = keyword.trim().toLowerCase();
  return wanted !== '' && text.toLowerCase().includes(wanted);
};

/** Whether one of the classification's rules matches the e-mail (a classification without rules never does). */
export function classificationMatches(email: IncomingEmail, rules: Omit<ClassificationRules, 'name' | 'priority' | 'status'>): boolean {
  return (
    rules.senders.some((rule) => senderMatches(email.from, rule)) ||
    rules.subject_keywords.some((keyword) => contains(email.subject, keyword)) ||
    rules.body_keywords.some((keyword) => contains(email.body, keyword))
  );
}

/** The e-mail's classification: the first active match by priority then name, else Other (null when the company has no active Other). */
export function classifyEmail<C extends ClassificationRules>(email: IncomingEmail, classifications: readonly C[]): C | null {
  const active = classifications
    .filter((classification) => classification.status === 'active')
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  return (
    active.find((classification) => classificationMatches(email, classification)) ??
    active.find((classification) => classification.name.trim().toLowerCase() === FALLBACK_CLASSIFICATION.toLowerCase()) ??
    null
  );
}

/** A sender rule is an e-mail address (`billing@du.ae`) or a domain (`du.ae`, `@du.ae`). */
export function isSenderRule(rule: string): boolean {
  const text = rule.trim();
  return /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text) || /^@?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text);
}
