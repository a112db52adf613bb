import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';

/**
 * `POST /__mock/payroll/bank {outcome: accept|reject, line?}`: QA control standing in for the
 * employer's bank. The mock bank accepts every submitted salary file (SIF) unless told otherwise:
 * each call queues the answer to the next submitted file (first queued, first used); `reject`
 * names `line` (1-based line of the file; default 1) in its message. `{clear: true}` empties the
 * queue; reset empties it too.
 */
export function registerPayrollControls(router: Router, context: MockContext): void {
  router.post('/payroll/bank', (req, res) => {
    const body = (req.body ?? {}) as { outcome?: unknown; line?: unknown; clear?: unknown };
    const answers = context.store.db.payrollBankAnswers;
    if (body.clear === true) {
      answers.length = 0;
      res.json({ data: { queued: 0 } });
      return;
    }
    if (body.outcome !== 'accept' && body.outcome !== 'reject')
      throw validationFailed({ outcome: ['The outcome must be accept or reject (or {"clear": true}).'] });
    if (body.line !== undefined && (!Number.isInteger(body.line) || (body.line as number) < 1))
      throw validationFailed({ line: ['The line is a whole number from 1 (the first EDR line).'] });
    answers.push({ outcome: body.outcome, line: body.outcome === 'reject' ? ((body.line as number | undefined) ?? 1) : null });
    res.status(201).json({ data: { queued: answers.length } });
  });
}
