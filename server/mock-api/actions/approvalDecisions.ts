import type { ApprovalDecisions } from '../../../src/api/schema.d.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { findOwned } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import { holdFlaggedApproval, recordOverride, type FlaggedRecord } from '../policy/approvalOverrides.ts';
import { decideExpense } from '../policy/expenseSteps.ts';
import { openFlagsOfItem } from '../policy/portfolio.ts';
import type { Actor } from './actor.ts';
import { takeApprovalStep } from './bills.ts';
import { decideFundingRequest, settleFunding } from './fundingRequests.ts';
import { decideSpendRequest } from './spendRequests.ts';

export type DecisionItem = ApprovalDecisions['items'][number];

/** The actor in the item's company once it holds `permission` there (membership, roles, deny list: 403 otherwise). */
export type ActorIn = (companyId: string, permission: string) => Actor;

/**
 * One decision of the portfolio's approval inbox in its own company, through the very guard and rule
 * of that company's own call: membership, the permission and the deny list there (403), the record
 * in that company (404), nobody decides their own (403), an approval over open Smart Comply flags
 * without the override (422, naming them), the record's rule (422/409). Throws the refusal; nothing
 * changed then. An approval over open flags records its reason in the record's audit trail.
 */
export function decideApprovalItem(actorIn: ActorIn, item: DecisionItem, now: Date): void {
  /** Holds a flagged approval back unless overridden; once decided, the override goes to the trail. */
  const overFlags = ({ db, user }: Actor, record: FlaggedRecord, decide: () => void) => {
    const flags = item.decision === 'approve' ? openFlagsOfItem(db, item, now) : [];
    holdFlaggedApproval(flags, record, item);
    decide();
    if (flags.length > 0) recordOverride(db, user, flags, record, item.override_reason ?? '', now);
  };
  switch (item.type) {
    case 'expense':
    case 'reimbursement': {
      const actor = actorIn(item.company_id, 'approve expenses');
      const { db, user, company } = actor;
      const expense = findOwned(db.expenses, item.id, company.id);
      const outOfPocket = expense.status.startsWith('manual') || expense.status === 'reimbursed';
      if (outOfPocket !== (item.type === 'reimbursement')) throw notFound(`This ${item.type} was not found in this company.`);
      overFlags(actor, { kind: 'expense', id: expense.id }, () => decideExpense(db, user, expense, item.decision, item.reason));
      return;
    }
    case 'bill': {
      const actor = actorIn(item.company_id, 'approve bills');
      const bill = findOwned(actor.db.bills, item.id, actor.company.id);
      overFlags(actor, { kind: 'bill', bill }, () =>
        takeApprovalStep(actor, bill, item.decision === 'approve' ? 'approved' : 'rejected', item.reason),
      );
      return;
    }
    case 'funding_request': {
      const actor = actorIn(item.company_id, 'read funding requests');
      requireCardServices(actor);
      settleFunding(actor);
      const row = findOwned(actor.db.fundingRequests, item.id, actor.company.id);
      decideFundingRequest(actor, row, { status: item.decision === 'approve' ? 'approved' : 'declined', reason: item.reason });
      return;
    }
    case 'card_request':
    case 'limit_request': {
      const actor = actorIn(item.company_id, 'read requests');
      requireCardServices(actor);
      const row = findOwned(actor.db.spendRequests, item.id, actor.company.id);
      if ((row.kind === 'card') !== (item.type === 'card_request'))
        throw notFound(`This ${item.type.replace('_', ' ')} was not found in this company.`);
      decideSpendRequest(actor, row, { status: item.decision === 'approve' ? 'approved' : 'declined', reason: item.reason });
      return;
    }
  }
}
