import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, buildFingerprint, FINGERPRINT_FILE, storedFingerprint } from '../../../scripts/buildFingerprint.mjs';

describe('issue 37 item 6: npm start builds only when the sources changed', () => {
  let root = '';
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const fingerprint = (env: Record<string, string> = {}) => buildFingerprint(root, env).fingerprint;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'spendboard-build-'));
    write('src/main.tsx', 'render()');
    write('src/pages/a.tsx', 'a');
    write('index.html', '<div id="root"></div>');
    write('openapi/openapi.yaml', 'openapi: 3.1.0');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hashes the same sources the same way, and anything else the build reads differently', () => {
    const first = buildFingerprint(root, {});
    expect(first.files).toBe(5);
    expect(fingerprint()).toBe(first.fingerprint);
    write('dist/index.html', 'built');
    write('tests/x.test.ts', 'not an input');
    expect(fingerprint(), 'dist/ and tests are not inputs').toBe(first.fingerprint);

    const changes: [string, () => void][] = [
      ['an edited source', () => write('src/pages/a.tsx', 'b')],
      ['a new source', () => write('src/pages/new.tsx', '')],
      [
        'a renamed source',
        () => {
          rmSync(join(root, 'src/pages/a.tsx'));
          write('src/pages/b.tsx', 'a');
        },
      ],
      ['the contract (API docs)', () => write('openapi/mock-controls.yaml', 'openapi: 3.1.0')],
      ['the lockfile', () => write('package-lock.json', '{"a":1}')],
      ['vite.config.ts appearing', () => write('vite.config.ts', 'export default {}')],
      ['a public file', () => write('public/robots.txt', 'User-agent: *')],
    ];
    let previous = first.fingerprint;
    for (const [what, change] of changes) {
      change();
      const next = fingerprint();
      expect(next, what).not.toBe(previous);
      previous = next;
    }
  });

  it('counts the VITE_* settings Vite writes into the bundle, not other variables', () => {
    expect(fingerprint({ HOME: '/x', PORT: '1' })).toBe(fingerprint());
    expect(fingerprint({ VITE_IDLE_TIMEOUT_MS: '60000' })).not.toBe(fingerprint());
    expect(fingerprint({ VITE_IDLE_TIMEOUT_MS: '60000' })).not.toBe(fingerprint({ VITE_IDLE_TIMEOUT_MS: '0' }));
  });

  it('reads the stored fingerprint of the last build (none when missing or unreadable)', () => {
    expect(storedFingerprint(root)).toBeNull();
    write(FINGERPRINT_FILE, '{not json');
    expect(storedFingerprint(root)).toBeNull();
    write(FINGERPRINT_FILE, JSON.stringify({ fingerprint: 'abc' }));
    expect(storedFingerprint(root)).toBe('abc');
  });

  it('decides: build when changed, missing or asked; skip when unchanged or asked (if there is a build)', () => {
    const decide = (mode: string, stored: string | null, hasBuild = true) =>
      buildDecision({ mode, current: 'now', stored, hasBuild }).build;
    expect(decide('auto', 'now')).toBe(false);
    expect(decide('auto', 'before')).toBe(true);
    expect(decide('auto', null)).toBe(true);
    expect(decide('auto', 'now', false)).toBe(true);
    expect(decide('always', 'now')).toBe(true);
    expect(decide('skip', 'before')).toBe(false);
    expect(decide('skip', null, false)).toBe(true);
    expect(buildDecision({ mode: 'auto', current: 'now', stored: 'before', hasBuild: true }).reason).toMatch(/sources changed/);
    expect(buildDecision({ mode: 'auto', current: 'now', stored: 'now', hasBuild: true }).reason).toMatch(/nothing changed/);
  });
});
