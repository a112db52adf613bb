import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { contractRoutes } from './contractRoutes.ts';
import { parseJournalFilter } from './journalFilter.ts';

/** `GET|DELETE /__mock/requests`: the context's journal of API calls (requestLog.ts), filtered (journalFilter.ts). */
export function registerJournalControls(router: Router, context: MockContext): void {
  router.get('/requests', async (req, res) => {
    const filter = parseJournalFilter(req.query as Record<string, unknown>);
    res.json({ data: context.requestLog.list(filter, await contractRoutes()) });
  });
  router.delete('/requests', (_req, res) => {
    context.requestLog.clear();
    res.status(204).end();
  });
}
