import { describe, expect, it } from 'vitest';
import type { MockContext } from '../../../server/mock-api/context.ts';
import { resolveMockApiOptions } from '../../../server/mock-api/options.ts';
import { SandboxRegistry } from '../../../server/mock-api/sandbox/sandboxRegistry.ts';

const HOUR = 3_600_000;

/** A registry whose sandboxes hold just their store, on a clock the test moves. */
function registry(overrides: { sandboxLimit?: number; sandboxIdleMs?: number } = {}) {
  let now = Date.parse('2026-05-01T08:00:00Z');
  const sandboxes = new SandboxRegistry(
    resolveMockApiOptions({ controlToken: 't', ...overrides }),
    (_registry, name, store) => ({
      context: { sandbox: name, store } as unknown as MockContext,
      controls: () => undefined,
    }),
    () => now,
  );
  return { sandboxes, advance: (ms: number) => (now += ms) };
}

describe('sandbox registry', () => {
  it('drops a sandbox idle for the configured time (24 h by default), never the shared one', () => {
    const { sandboxes, advance } = registry();
    const kept = sandboxes.forHeader('kept');
    sandboxes.forHeader('idle');
    advance(23 * HOUR);
    expect(sandboxes.forHeader('kept')).toBe(kept);
    advance(2 * HOUR);
    expect(sandboxes.list().map((row) => row.name)).toEqual(['default', 'kept']);
    advance(25 * HOUR);
    expect(sandboxes.list().map((row) => row.name)).toEqual(['default']);
    expect(sandboxes.forHeader(undefined)).toBe(sandboxes.shared);
  });

  it('makes a fresh sandbox from the seed after one expired', () => {
    const { sandboxes, advance } = registry({ sandboxIdleMs: HOUR });
    const first = sandboxes.forHeader('tester');
    first.context.store.db.departments.length = 0;
    advance(HOUR);
    const second = sandboxes.forHeader('tester');
    expect(second).not.toBe(first);
    expect(second.context.store.db.departments.length).toBeGreaterThan(0);
  });

  it('counts only live sandboxes against the limit', () => {
    const { sandboxes, advance } = registry({ sandboxLimit: 2, sandboxIdleMs: HOUR });
    sandboxes.forHeader('a');
    sandboxes.forHeader('b');
    expect(() => sandboxes.forHeader('c')).toThrow(/already 2 sandboxes/);
    advance(HOUR);
    expect(sandboxes.forHeader('c').name).toBe('c');
  });

  it('keeps sandboxes for good when the idle time is 0', () => {
    const { sandboxes, advance } = registry({ sandboxIdleMs: 0 });
    const kept = sandboxes.forHeader('kept');
    advance(1000 * HOUR);
    expect(sandboxes.forHeader('kept')).toBe(kept);
    expect(sandboxes.list()[1].expires_at).toBeNull();
  });
});
