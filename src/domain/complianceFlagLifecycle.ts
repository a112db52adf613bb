/**
 * A compliance flag's states: open until someone resolves it (with a note) or dismisses it (with a
 * reason); both are final. The mock applies it; the app shows the actions it allows.
 */
import type { ComplianceFlagStatus } from './contractLists';

export type ComplianceFlagAction = 'resolve' | 'dismiss';

const NEXT: Readonly<Record<ComplianceFlagAction, ComplianceFlagStatus>> = { resolve: 'resolved', dismiss: 'dismissed' };

/** The status an action leads to from `status`, or null when it is not allowed. */
export function nextFlagStatus(status: ComplianceFlagStatus, action: ComplianceFlagAction): ComplianceFlagStatus | null {
  return status === 'open' ? NEXT[action] : null;
}

/** The note or reason, trimmed; null when blank (it is required). */
export function decisionText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length === 0 ? null : text;
}
