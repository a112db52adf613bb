import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './mockServer.ts';

const SCRIPT = 'window.controlsDocs = 1;';
const PAGE = `<!doctype html><title>QA controls</title><script>${SCRIPT}</script>`;

describe('issue 37 item 5: the QA controls are a page of the API reference', () => {
  let distDir: string;
  let api: TestClient;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'spendboard-dist-'));
    mkdirSync(join(distDir, 'api-docs'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Spendboard</title>');
    writeFileSync(join(distDir, 'api-docs', 'index.html'), '<!doctype html><title>API reference</title>');
    writeFileSync(join(distDir, 'api-docs', 'mock-controls.html'), PAGE);
    api = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves /api-docs/mock-controls.html, letting exactly its own inline script run', async () => {
    const response = await fetch(`${api.url}/api-docs/mock-controls.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });
});
