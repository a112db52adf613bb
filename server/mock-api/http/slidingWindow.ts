/**
 * Counts events per key (a client address, an account) within a sliding time window: the error-report
 * intake's rate limit and the sign-in throttle. `now` is replaceable so tests can move time.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly windowMs: number,
    readonly limit: number,
    public now: () => number = Date.now,
  ) {}

  /** True once `limit` events of the key fall within the window. */
  isOverLimit(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
    if (this.events.size > 10_000) this.forgetIdleKeys();
  }

  /** Whole seconds until the key is under its limit again (0 when it already is). */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const freesAt = recent[recent.length - this.limit] + this.windowMs;
    return Math.max(1, Math.ceil((freesAt - this.now()) / 1000));
  }

  forget(key: string): void {
    this.events.delete(key);
  }

  clear(): void {
    this.events.clear();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }

  private forgetIdleKeys(): void {
    for (const key of [...this.events.keys()]) {
      if (this.recent(key).length === 0) this.events.delete(key);
    }
  }
}

/** The peer address of the request; proxies' X-Forwarded-For is not trusted (Express `trust proxy` is off). */
export function clientAddressOf(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
