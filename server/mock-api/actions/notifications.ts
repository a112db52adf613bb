import type { MockStore } from '../store/store.ts';
import type { StoredNotification } from '../store/types.ts';

/**
 * Marks one of the user's notifications read at the mock's clock (once: a read one keeps its time).
 * The bell works with or without a company chosen, so this takes the store, not a company's Actor.
 */
export function markNotificationRead(store: Pick<MockStore, 'now'>, notification: StoredNotification): void {
  notification.read_at ??= store.now().toISOString();
}
