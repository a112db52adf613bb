/**
 * The English texts of every i18n key the domain rules return, merged into one object the
 * catalogue spreads into `spendboard` (e.g. `spendboard: { ...domainMessagesEn.spendboard, … }`).
 * Arabic must mirror these keys.
 */
import { amountMessagesEn } from './amounts';
import { cardServicesMessagesEn } from './cardServices';
import { dayMessagesEn } from './dayMessages';
import { statusMessagesEn } from './statusColors';

type Messages = { [key: string]: string | Messages };

function mergeMessages(...sources: Messages[]): Messages {
  const merged: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const existing = merged[key];
      if (typeof value === 'string' || existing === undefined) {
        merged[key] = typeof value === 'string' ? value : mergeMessages(value);
      } else if (typeof existing === 'string') {
        throw new Error(`i18n key clash at "${key}"`);
      } else {
        merged[key] = mergeMessages(existing, value);
      }
    }
  }
  return merged;
}

export const domainMessagesEn = mergeMessages(amountMessagesEn, dayMessagesEn, cardServicesMessagesEn, statusMessagesEn) as {
  spendboard: Messages;
};
