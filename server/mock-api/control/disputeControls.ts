import type { Router } from 'express';
import { DISPUTE_OUTCOMES } from '../../../src/domain/disputes.ts';
import { isOneOf } from '../../../src/domain/contractLists.ts';
import type { MockContext } from '../context.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { decideDispute, presentDispute } from '../policy/disputes.ts';

/**
 * `POST /__mock/disputes/:id/outcome {outcome: won|lost|expired}`: QA control standing in for the
 * card network, which otherwise decides a submitted dispute 10 days after submission. Only a
 * submitted dispute can be decided (422 naming its status, nothing changed); a won one credits the
 * company wallet once (a `dispute_credit` ledger entry). 404 for no such dispute.
 */
export function registerDisputeControls(router: Router, context: MockContext): void {
  router.post('/disputes/:id/outcome', (req, res) => {
    const { db } = context.store;
    const dispute = db.disputes.find((row) => row.id === Number(req.params.id));
    if (!dispute) throw notFound('No dispute has this id.');
    const outcome: unknown = (req.body as { outcome?: unknown } | undefined)?.outcome;
    if (!isOneOf(DISPUTE_OUTCOMES, outcome))
      throw validationFailed({ outcome: [`The outcome must be one of: ${DISPUTE_OUTCOMES.join(', ')}.`] });
    const company = db.companies.find((row) => row.id === dispute.company_id);
    if (!company || !decideDispute(db, company, dispute, outcome, context.store.now()))
      throw validationFailed({ outcome: [`A dispute that is ${dispute.status} cannot become ${outcome}.`] });
    res.json({ data: presentDispute(db, dispute) });
  });
}
