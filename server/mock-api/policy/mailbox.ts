import type { components } from '../../../src/api/schema.d.ts';
import { classifyEmail } from '../../../src/domain/emailClassification.ts';
import type { MockDatabase, StoredMailboxItem } from '../store/types.ts';

type ClassificationCounts = components['schemas']['MailboxClassificationCounts']['data'];

/** A classification by id and name, as an item shows it; null when none (or it no longer exists). */
export function classificationOf(db: MockDatabase, id: number | null) {
  if (id === null) return null;
  const row = db.classifications.find((candidate) => candidate.id === id);
  return row ? { id: row.id, name: row.name } : null;
}

/** An item's classification by the company's rules (`src/domain/emailClassification.ts`), as on arrival. */
export function ruleClassification(db: MockDatabase, companyId: string, item: Pick<StoredMailboxItem, 'from_email' | 'subject' | 'body'>) {
  const rules = db.classifications.filter((row) => row.company_id === companyId);
  return classifyEmail({ from: item.from_email, subject: item.subject, body: item.body }, rules)?.id ?? null;
}

/** Runs the rules on every unclassified item of the company; how many they classified and how many stay unclassified. */
export function classifyByRules(db: MockDatabase, companyId: string): { classified: number; unclassified: number } {
  let classified = 0;
  let unclassified = 0;
  for (const item of db.mailbox) {
    if (item.company_id !== companyId || item.classification_id !== null) continue;
    item.classification_id = ruleClassification(db, companyId, item);
    if (item.classification_id === null) unclassified += 1;
    else classified += 1;
  }
  return { classified, unclassified };
}

/**
 * The All / Classified / Unclassified counts and one count per classification of the company: every
 * active one (0 included), and an archived one while items still carry it.
 */
export function classificationCounts(db: MockDatabase, companyId: string, items: readonly StoredMailboxItem[]): ClassificationCounts {
  const counts = new Map<number, number>();
  let classified = 0;
  for (const item of items) {
    if (item.classification_id === null) continue;
    classified += 1;
    counts.set(item.classification_id, (counts.get(item.classification_id) ?? 0) + 1);
  }
  const byClassification = db.classifications
    .filter((row) => row.company_id === companyId && (row.status === 'active' || counts.has(row.id)))
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
    .map((row) => ({ id: row.id, name: row.name, count: counts.get(row.id) ?? 0 }));
  return { total: items.length, classified, unclassified: items.length - classified, by_classification: byClassification };
}
