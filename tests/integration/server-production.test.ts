import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient } from './mockServer.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const DOCS = '<!doctype html><title>API reference</title><script>window.docs = 1;</script>';

describe('npm start serves like production', () => {
  let distDir: string;
  let api: TestClient;
  beforeAll(async () => {
    // Under a dot folder, as an engineer's own build is (`.cache/dist-x`): served all the same.
    distDir = mkdtempSync(join(tmpdir(), '.spendboard-dist-'));
    mkdirSync(join(distDir, 'api-docs'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Spendboard</title>');
    writeFileSync(join(distDir, 'api-docs', 'index.html'), DOCS);
    writeFileSync(join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
    api = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (path: string, encoding?: string) => fetch(`${api.url}${path}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

  it('sends hashed assets precompressed (brotli first, then gzip), cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(SCRIPT);
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(SCRIPT);
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html without revalidation, on every app route', async () => {
    for (const path of ['/', '/cards', '/index.html']) {
      const response = await get(path);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('compresses JSON answers of the API', async () => {
    const { access_token } = await api.signIn('firm.admin@example.com');
    const companies = await (await api.get('/api/admin/sub-tenants', { accessToken: access_token })).json();
    const cards = await fetch(`${api.url}/api/admin/cards?per_page=50`, {
      headers: { Authorization: `Bearer ${access_token}`, 'X-Tenant': companies.data[0].id, 'Accept-Encoding': 'br' },
    });
    expect(cards.status).toBe(200);
    expect(cards.headers.get('content-encoding')).toBe('br');
    expect((await cards.json()).data.length).toBeGreaterThan(0);
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/assets/app-abc123.js', '/api/admin/me', '/oauth/unknown', '/api-docs']) {
      const response = await get(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets the API reference run exactly its own inline script, by hash', async () => {
    const policy = (await get('/api-docs')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect((await get('/')).headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });
});
