import type { RequestListener } from 'node:http';
import type { RequestHandler } from 'express';
import type { MockContext } from '../context.ts';
import { ApiError, notFound, validationFailed } from '../http/errors.ts';
import type { MockApiOptions } from '../options.ts';
import { MockStore } from '../store/store.ts';
import { checkedName, SANDBOX_HEADER, SHARED_SANDBOX } from './sandboxNames.ts';
import { applyState, thawState } from './sandboxState.ts';
import { SnapshotLibrary } from './snapshotLibrary.ts';

/** One tester's mock: its own context (data, tokens, faults, clock, rate limits, request log) and its controls. */
export interface Sandbox {
  name: string;
  context: MockContext;
  /** Its `/__mock/*` controls, acting on its context. */
  controls: RequestHandler;
  createdAt: number;
  lastUsedAt: number;
  /** What it started from: the seed or a snapshot's name. */
  base: { seed: true } | { snapshot: string };
}

/** Builds a sandbox's context and controls around a store (createMockApi.ts knows how). */
export type OpenSandbox = (registry: SandboxRegistry, name: string, store: MockStore) => Pick<Sandbox, 'context' | 'controls'>;

export interface SandboxSummary {
  name: string;
  shared: boolean;
  base: Sandbox['base'];
  created_at: string;
  last_used_at: string;
  /** When it is dropped if nobody uses it; null for the shared sandbox. */
  expires_at: string | null;
}

/**
 * The sandboxes of a mock instance. The shared one (`default`) answers requests without
 * `X-Mock-Sandbox` and lives as long as the instance; a named one is made on its first request
 * (from the seed) or by `POST /__mock/sandboxes` (from the seed or a snapshot), is dropped after
 * `sandboxIdleMs` without a request, and at most `sandboxLimit` live at once (429 beyond).
 */
export class SandboxRegistry {
  readonly shared: Sandbox;
  readonly snapshots = new SnapshotLibrary();
  private readonly named = new Map<string, Sandbox>();
  private app: RequestListener | null = null;

  constructor(
    private readonly options: MockApiOptions,
    private readonly open: OpenSandbox,
    private readonly now: () => number = Date.now,
  ) {
    this.shared = this.build(SHARED_SANDBOX, new MockStore(options.scale), { seed: true });
  }

  /** The mock app these sandboxes serve (scenarios call it: `scenarioRun.ts`). */
  attachApp(app: RequestListener): void {
    this.app = app;
  }

  mockApp(): RequestListener {
    if (!this.app) throw new Error('The sandboxes have no mock app yet (createMockApi attaches it).');
    return this.app;
  }

  /** The sandbox a request's `X-Mock-Sandbox` names (made from the seed on first use), or the shared one without it. */
  forHeader(header: string | undefined): Sandbox {
    if (header === undefined || header === SHARED_SANDBOX) return this.touch(this.shared);
    const name = checkedName(header, SANDBOX_HEADER);
    this.dropIdle();
    return this.touch(this.named.get(name) ?? this.create(name));
  }

  /** Makes a sandbox from the seed, or from a snapshot's state; 409 when it exists, 429 when there are enough. */
  create(name: string, snapshotName?: string): Sandbox {
    if (name === SHARED_SANDBOX || this.named.has(name)) throw new ApiError(409, `The sandbox "${name}" exists already.`);
    this.dropIdle();
    if (this.named.size >= this.options.sandboxLimit) {
      throw new ApiError(
        429,
        `There are already ${this.options.sandboxLimit} sandboxes (MOCK_SANDBOX_LIMIT): delete one (DELETE /__mock/sandboxes/<name>) or wait until an idle one expires.`,
      );
    }
    if (snapshotName === undefined) {
      const sandbox = this.build(name, new MockStore(this.options.scale), { seed: true });
      this.named.set(name, sandbox);
      return sandbox;
    }
    const state = thawState(this.snapshots.get(snapshotName).frozen);
    const sandbox = this.build(name, new MockStore(this.options.scale, state.db), { snapshot: snapshotName });
    applyState(sandbox.context, state);
    this.named.set(name, sandbox);
    return sandbox;
  }

  /** Deletes a named sandbox (its data, tokens, faults and log go with it); 422 for the shared one, 404 when unknown. */
  delete(name: string): void {
    if (name === SHARED_SANDBOX) {
      throw validationFailed({ name: ['The shared sandbox cannot be deleted: POST /__mock/reset restores it to the seed.'] });
    }
    if (!this.named.delete(name)) throw notFound(`No sandbox named "${name}".`);
  }

  list(): SandboxSummary[] {
    this.dropIdle();
    return [this.shared, ...this.named.values()].map((sandbox) => this.summaryOf(sandbox));
  }

  /** Drops every named sandbox unused for `sandboxIdleMs` (0: never). */
  dropIdle(): void {
    if (this.options.sandboxIdleMs <= 0) return;
    const oldest = this.now() - this.options.sandboxIdleMs;
    for (const [name, sandbox] of this.named) if (sandbox.lastUsedAt <= oldest) this.named.delete(name);
  }

  private build(name: string, store: MockStore, base: Sandbox['base']): Sandbox {
    const at = this.now();
    return { name, ...this.open(this, name, store), createdAt: at, lastUsedAt: at, base };
  }

  private touch(sandbox: Sandbox): Sandbox {
    sandbox.lastUsedAt = this.now();
    return sandbox;
  }

  private summaryOf(sandbox: Sandbox): SandboxSummary {
    const shared = sandbox === this.shared;
    return {
      name: sandbox.name,
      shared,
      base: sandbox.base,
      created_at: new Date(sandbox.createdAt).toISOString(),
      last_used_at: new Date(sandbox.lastUsedAt).toISOString(),
      expires_at:
        shared || this.options.sandboxIdleMs <= 0 ? null : new Date(sandbox.lastUsedAt + this.options.sandboxIdleMs).toISOString(),
    };
  }
}
