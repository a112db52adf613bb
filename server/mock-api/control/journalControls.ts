import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { contractRoutes } from './contractRoutes.ts';
import { parseJournalFilter } from './journalFilter.ts';
import type { RequestLog } from './requestLog.ts';

/**
 * `GET|DELETE /__mock/requests`: the journal of API calls (requestLog.ts) of the caller's sandbox,
 * filtered (journalFilter.ts); `?sandbox=<name>` reads another existing sandbox's journal.
 */
export function registerJournalControls(router: Router, context: MockContext): void {
  const journalOf = (sandbox: unknown): RequestLog => {
    if (typeof sandbox !== 'string' || sandbox === context.sandbox) return context.requestLog;
    if (!context.sandboxes.list().some((row) => row.name === sandbox)) throw notFound(`No sandbox named "${sandbox}".`);
    return context.sandboxes.forHeader(sandbox).context.requestLog;
  };
  router.get('/requests', async (req, res) => {
    const filter = parseJournalFilter(req.query as Record<string, unknown>);
    res.json({ data: journalOf(req.query.sandbox).list(filter, await contractRoutes()) });
  });
  router.delete('/requests', (_req, res) => {
    context.requestLog.clear();
    res.status(204).end();
  });
}
