import express, { type Router } from 'express';
import type { MockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { checkedName } from '../sandbox/sandboxNames.ts';
import { applyState, freezeState, thawState } from '../sandbox/sandboxState.ts';
import { snapshotFromFile, snapshotToJson } from '../sandbox/snapshotFile.ts';
import { summaryOf } from '../sandbox/snapshotLibrary.ts';

/** An exported default-scale snapshot is ~1.5 MB of JSON; a large-scale one does not fit (save those in-process). */
const IMPORT_LIMIT = '64mb';

/**
 * Snapshots of the caller's sandbox (`X-Mock-Sandbox`, else the shared one): `POST /__mock/snapshots
 * {name}` saves its whole state (data, outbox, clock), `POST /__mock/snapshots/<name>/restore` puts one
 * back into it, `GET` lists, `DELETE /__mock/snapshots/<name>` forgets one. Snapshots are shared by
 * the sandboxes: one tester saves, another restores or starts a sandbox from it.
 */
export function registerSnapshotControls(router: Router, context: MockContext): void {
  const { snapshots } = context.sandboxes;
  router.get('/snapshots', (_req, res) => {
    res.json({ data: snapshots.list() });
  });
  router.post('/snapshots', (req, res) => {
    const name = checkedName((req.body as { name?: unknown } | undefined)?.name, 'name');
    const snapshot = { name, created_at: new Date().toISOString(), source: context.sandbox, frozen: freezeState(context) };
    const isNew = snapshots.save(snapshot);
    res.status(isNew ? 201 : 200).json({ data: summaryOf(snapshot) });
  });
  router.post('/snapshots/:name/restore', (req, res) => {
    const snapshot = snapshots.get(req.params.name);
    applyState(context, thawState(snapshot.frozen));
    res.json({ data: summaryOf(snapshot), message: `Sandbox "${context.sandbox}" restored to snapshot "${snapshot.name}".` });
  });
  router.delete('/snapshots/:name', (req, res) => {
    if (!snapshots.delete(req.params.name)) throw notFound(`No snapshot named "${req.params.name}".`);
    res.status(204).end();
  });
  router.get('/snapshots/:name/export', (req, res) => {
    const snapshot = snapshots.get(req.params.name);
    res.setHeader('Content-Disposition', `attachment; filename="${snapshot.name}.snapshot.json"`);
    res.type('application/json').send(snapshotToJson(snapshot));
  });
}

/**
 * `POST /__mock/snapshots/import[?name=]`: an exported file becomes a snapshot (under its own name or
 * `name`). Registered before the controls' 1 MB JSON parser: a file is larger.
 */
export function registerSnapshotImport(router: Router, context: MockContext): void {
  router.post('/snapshots/import', express.json({ limit: IMPORT_LIMIT }), (req, res) => {
    const snapshot = snapshotFromFile(req.body, context.store.db, req.query.name);
    const isNew = context.sandboxes.snapshots.save(snapshot);
    res.status(isNew ? 201 : 200).json({ data: summaryOf(snapshot) });
  });
}
