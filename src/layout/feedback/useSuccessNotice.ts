import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { noticesMessagesEn } from '../../i18n/en/notices';

export type SuccessNotice = keyof (typeof noticesMessagesEn)['notices'];

/**
 * The one confirmation of a successful write: a popup sentence naming the object
 * ('Card •••• 1077 created', 'Omar Khalil removed'). Texts are `spendboard.notices.*`.
 *
 * `const notice = useSuccessNotice(); notice('card_frozen', { card: maskCardNumber(card.number) });`
 */
export function useSuccessNotice() {
  const notify = useNotify();
  return useCallback(
    (notice: SuccessNotice, args: Record<string, unknown> = {}) =>
      notify(`spendboard.notices.${notice}`, { type: 'success', messageArgs: args }),
    [notify],
  );
}
