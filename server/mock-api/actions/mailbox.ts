import type { MailboxItemUpdate } from '../../../src/api/schema.d.ts';
import { findOwned } from '../auth/guards.ts';
import { validationFailed } from '../http/errors.ts';
import { classifyByRules } from '../policy/mailbox.ts';
import type { StoredMailboxItem } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** An e-mail of the company mailbox (another company's is a 404). */
export const ownedMailboxItem = (actor: Actor, id: string): StoredMailboxItem => findOwned(actor.db.mailbox, id, actor.company.id);

/** Classifies every unclassified e-mail of the company that a classification rule matches. */
export const classifyMailbox = (actor: Actor): { classified: number; unclassified: number } => classifyByRules(actor.db, actor.company.id);

/** Sets or clears an e-mail's classification: only an active classification of the company (422 otherwise). */
export function classifyMailboxItem(actor: Actor, id: string, body: MailboxItemUpdate): StoredMailboxItem {
  const item = ownedMailboxItem(actor, id);
  const { classification_id } = body;
  const classification = classification_id === null ? null : actor.db.classifications.find((row) => row.id === classification_id);
  if (
    classification !== null &&
    (!classification || classification.company_id !== actor.company.id || classification.status !== 'active')
  ) {
    throw validationFailed({ classification_id: ['The selected classification is not an active classification of this company.'] });
  }
  item.classification_id = classification?.id ?? null;
  return item;
}

/** Marks an e-mail read at the mock's clock (a read one keeps its time), or unread. */
export function markMailboxItemRead(actor: Actor, id: string, read: boolean): StoredMailboxItem {
  const item = ownedMailboxItem(actor, id);
  if (!read) item.read_at = null;
  else item.read_at ??= actor.store.now().toISOString();
  return item;
}
