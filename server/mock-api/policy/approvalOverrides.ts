/**
 * Approving over Smart Comply's open flags (issue 33): the cross-company inbox approves an expense or
 * a bill carrying open flags only with an explicit override and its reason (`refuseOverride`, the
 * one rule in `src/domain/approvalInbox.ts`); the reason goes to the record's audit trail. The flags
 * themselves stay open (their lifecycle has no overridden state): the compliance team still resolves
 * or dismisses them in Smart Comply.
 */
import { refuseOverride } from '../../../src/domain/approvalInbox.ts';
import { complianceMessagesEn } from '../../../src/i18n/en/compliance.ts';
import { validationFailed } from '../http/errors.ts';
import type { MockDatabase, StoredBill, StoredComplianceFlag, StoredUser } from '../store/types.ts';
import { recordBillActivity } from './bills.ts';
import { actorName, recordExpenseActivity } from './expenses.ts';

/** What the rule reads of a decision. */
export type OverrideDecision = { decision: 'approve' | 'reject'; override_flags?: boolean; override_reason?: string };

/** The record a flag holds back, as messages name it ('bill INV-1002', 'expense 501'). */
export type FlaggedRecord = { kind: 'expense'; id: number } | { kind: 'bill'; bill: StoredBill };

const recordName = (record: FlaggedRecord) => (record.kind === 'bill' ? `bill ${record.bill.invoice_number}` : `expense ${record.id}`);

/** The rule's own words and the severity: '“Possible duplicates” (high)'. */
const flagName = (flag: StoredComplianceFlag) => `“${complianceMessagesEn.compliance.kinds[flag.rule_kind]}” (${flag.severity})`;

/** The refusal of an approval without the override, naming every open flag and the record. */
export function openFlagsMessage(flags: readonly StoredComplianceFlag[], record: FlaggedRecord): string {
  const names = flags.map(flagName).join(', ');
  return flags.length === 1
    ? `The flag ${names} is open on ${recordName(record)}; approve anyway with a reason.`
    : `The flags ${names} are open on ${recordName(record)}; approve anyway with a reason.`;
}

/** The whole call's 422 for an override sent without its reason (nothing is decided then). */
export const OVERRIDE_REASON_REQUIRED = 'Say why you approve it despite its open flags: the audit trail keeps it.';

/**
 * Throws the item's refusal (422, its flags named) when the decision approves a record with open
 * flags without the override; nothing changed then. The reason's own checks (blank, too long) are the
 * call's (`OVERRIDE_REASON_REQUIRED`, the schema's maxLength) and come before any item is decided.
 */
export function holdFlaggedApproval(flags: readonly StoredComplianceFlag[], record: FlaggedRecord, decision: OverrideDecision): void {
  const refusal = refuseOverride(flags.length, decision);
  if (refusal === 'override_required') throw validationFailed({ override_flags: [openFlagsMessage(flags, record)] });
  if (refusal !== null) throw validationFailed({ override_reason: [OVERRIDE_REASON_REQUIRED] });
}

/**
 * Writes an approval over open flags into the record's audit trail (a `compliance` entry, like a flag
 * resolved or dismissed): the rules overridden and the approver's reason.
 */
export function recordOverride(
  db: MockDatabase,
  user: StoredUser,
  flags: readonly StoredComplianceFlag[],
  record: FlaggedRecord,
  reason: string,
  now: Date = new Date(),
): void {
  const text = `approved over open flags (${flags.map((flag) => flag.rule_kind).join(', ')}): ${reason.trim()}`;
  if (record.kind === 'bill') recordBillActivity(record.bill, 'compliance', actorName(user), text, now.toISOString());
  else recordExpenseActivity(db, { expense_id: record.id, kind: 'compliance', actor: actorName(user), text }, now);
}
