import { UPLOAD_MAX_BYTES } from './fileFormats';
/**
 * The 'Need Help?' form's option lists (spec §9). The names are data, shown as given.
 */

export type Option = { id: string; name: string };

export const FEEDBACK_CATEGORIES: readonly Option[] = [
  { id: 'app', name: 'App' },
  { id: 'card', name: 'Card' },
  { id: 'communication', name: 'Communication (SMS, notifications, email, etc)' },
  { id: 'dashboard', name: 'Dashboard' },
  { id: 'accounting_integration', name: 'Accounting Integration' },
  { id: 'transaction', name: 'Transaction' },
];

export const FILE_TYPE_OPTIONS: readonly Option[] = [
  { id: 'company', name: 'Company' },
  { id: 'cards', name: 'Cards' },
];

/** The support message's length limits (characters, after trimming). */
export const SUPPORT_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;

export type SupportMessageProblem = 'required' | 'too_short' | 'too_long';

/** What is wrong with a support message, or null when it can be sent. */
export function supportMessageProblem(message: string): SupportMessageProblem | null {
  const length = message.trim().length;
  if (length === 0) return 'required';
  if (length < SUPPORT_MESSAGE_LENGTH.min) return 'too_short';
  if (length > SUPPORT_MESSAGE_LENGTH.max) return 'too_long';
  return null;
}

/** The largest attachment accepted, in bytes (5 MB). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;
