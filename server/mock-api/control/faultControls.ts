import type { Router } from 'express';
import type { MockContext } from '../context.ts';
import { parseFaultSpec } from './faultSpec.ts';

/** `GET|POST|DELETE /__mock/faults`, `DELETE /__mock/faults/:id`: the context's injected faults (faultInjector.ts). */
export function registerFaultControls(router: Router, context: MockContext): void {
  router.get('/faults', (_req, res) => {
    res.json({ data: context.faults.list() });
  });
  router.post('/faults', async (req, res) => {
    res.status(201).json({ data: context.faults.add(await parseFaultSpec(req.body)) });
  });
  router.delete('/faults', (_req, res) => {
    context.faults.clear();
    res.status(204).end();
  });
  router.delete('/faults/:id', (req, res) => {
    res.status(context.faults.remove(Number(req.params.id)) ? 204 : 404).end();
  });
}
