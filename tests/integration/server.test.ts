import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './mockServer.ts';

describe('server/app.ts: one port for the app, its API reference and the mock API', () => {
  let distDir: string;
  let api: TestClient;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'spendboard-dist-'));
    mkdirSync(join(distDir, 'api-docs'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Spendboard</title>');
    writeFileSync(join(distDir, 'api-docs', 'index.html'), '<!doctype html><title>API reference</title>');
    writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
    api = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves built files and falls back to index.html for app routes', async () => {
    expect(await (await api.get('/assets/app.js')).text()).toBe('console.log(1)');
    for (const path of ['/', '/cards', '/login?redirectTo=%2Fcards', '/organizations/team']) {
      const response = await api.get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Spendboard</title>');
    }
  });

  it('serves the API reference at /api-docs', async () => {
    expect(await (await api.get('/api-docs')).text()).toContain('<title>API reference</title>');
  });

  it('answers unknown server paths with a JSON 404, never the app', async () => {
    for (const path of ['/api/unknown', '/api/chat', '/oauth/unknown']) {
      const response = await api.get(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).message, path).toEqual(expect.any(String));
    }
  });
});
