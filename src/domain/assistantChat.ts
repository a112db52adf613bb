/**
 * The assistant chat's input rules (spec §5, §9): what may be sent, how the box grows, when focus
 * moves. Pure, so the drawer and its tests share them.
 */

/** The box grows with its text up to this many rows, then scrolls. */
export const CHAT_INPUT_MAX_ROWS = 4;

/** Focus moves to the box this long after the drawer opens (its slide-in), and after a reply arrives. */
export const CHAT_FOCUS_DELAY_MS = { open: 300, reply: 100 } as const;

/** Empty or whitespace-only text is not sent; nothing is sent while a reply is pending. */
export function canSendChat(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== '';
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/**
 * Five questions an empty chat offers (never the spec's canned sample answers): the label is an
 * i18n key; the question sent is English, the language the embedded engine reads.
 */
export const SUGGESTED_QUESTIONS = [
  { key: 'spendboard.assistant.suggestions.spend_by_company', question: 'How much did each company spend this month?' },
  { key: 'spendboard.assistant.suggestions.change', question: 'How did spend change by company since last month?' },
  { key: 'spendboard.assistant.suggestions.urgent', question: 'What is urgent or overdue?' },
  { key: 'spendboard.assistant.suggestions.limits', question: 'Which card limits are nearly used?' },
  { key: 'spendboard.assistant.suggestions.unusual', question: 'Is there any unusual spend?' },
] as const;
