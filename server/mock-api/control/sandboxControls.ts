import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { checkedName } from '../sandbox/sandboxNames.ts';

/**
 * `GET /__mock/sandboxes` lists the sandboxes (the shared one first); `POST /__mock/sandboxes
 * {name, snapshot?}` makes one from the seed or a snapshot (409 when it exists, 429 past the limit);
 * `DELETE /__mock/sandboxes/<name>` drops one with everything it held. A request with
 * `X-Mock-Sandbox: <name>` also makes its sandbox from the seed on first use.
 */
export function registerSandboxControls(router: Router, context: MockContext): void {
  const { sandboxes } = context;
  router.get('/sandboxes', (_req, res) => {
    res.json({ data: sandboxes.list() });
  });
  router.post('/sandboxes', (req, res) => {
    const body = (req.body ?? {}) as { name?: unknown; snapshot?: unknown };
    const name = checkedName(body.name, 'name');
    const snapshot = body.snapshot === undefined ? undefined : checkedName(body.snapshot, 'snapshot');
    sandboxes.create(name, snapshot);
    res.status(201).json({ data: sandboxes.list().find((row) => row.name === name) });
  });
  router.delete('/sandboxes/:name', (req, res) => {
    sandboxes.delete(req.params.name);
    res.status(204).end();
  });
}
