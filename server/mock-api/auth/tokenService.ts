import { randomBytes } from 'node:crypto';

const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface AccessTokenRecord {
  userId: number;
  familyId: string;
  expiresAt: number;
}

interface RefreshTokenRecord {
  userId: number;
  familyId: string;
  expiresAt: number;
  used: boolean;
  /** Once used: the pair it was exchanged for, and when (for the grace window). */
  rotation?: { at: number; tokens: IssuedTokens };
}

/** How long a just-rotated refresh token still answers with the pair it was exchanged for. */
export const DEFAULT_REFRESH_GRACE_SECONDS = 5;

/** `rotated`: a new pair was issued; `replayed`: the grace window answered with the pair already issued. */
export type RefreshOutcome =
  | { ok: true; userId: number; tokens: IssuedTokens; grant: 'rotated' | 'replayed' }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Opaque bearer tokens kept in memory. A password grant starts a token family; each refresh
 * rotates the pair within the family. Presenting a used refresh token revokes the family
 * (it may have been stolen), so both the thief and the owner must sign in again — except
 * within a short grace window after the rotation, while the new pair is still unused: then it
 * answers with that same pair, as identity providers do, so two tabs refreshing at the same
 * moment do not sign each other out.
 */
export class TokenService {
  private readonly accessTokens = new Map<string, AccessTokenRecord>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();

  constructor(
    private readonly accessTokenTtlSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly refreshGraceSeconds: number = DEFAULT_REFRESH_GRACE_SECONDS,
  ) {}

  issueForPassword(userId: number): IssuedTokens {
    return this.issue(userId, randomToken('fam'));
  }

  refresh(refreshToken: string): RefreshOutcome {
    const record = this.refreshTokens.get(refreshToken);
    if (!record) return { ok: false, reason: 'unknown' };
    if (record.used) {
      const replay = this.graceReplay(record);
      if (replay) return { ok: true, userId: record.userId, tokens: replay, grant: 'replayed' };
      this.revokeFamily(record.familyId);
      return { ok: false, reason: 'reused' };
    }
    if (record.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    record.used = true;
    const tokens = this.issue(record.userId, record.familyId);
    record.rotation = { at: this.now(), tokens };
    return { ok: true, userId: record.userId, tokens, grant: 'rotated' };
  }

  /** The pair a used refresh token was exchanged for, while the grace window lasts and that pair is unused. */
  private graceReplay(record: RefreshTokenRecord): IssuedTokens | null {
    const rotation = record.rotation;
    if (!rotation || this.now() - rotation.at >= this.refreshGraceSeconds * 1000) return null;
    const successor = this.refreshTokens.get(rotation.tokens.refresh_token);
    return successor && !successor.used ? rotation.tokens : null;
  }

  /** The user id of a live access token, or null when unknown, revoked or expired. */
  userIdOf(accessToken: string): number | null {
    const record = this.accessTokens.get(accessToken);
    if (!record || record.expiresAt <= this.now()) return null;
    return record.userId;
  }

  /** Sign-out: the access token and every token of its family stop working. */
  revokeByAccessToken(accessToken: string): void {
    const record = this.accessTokens.get(accessToken);
    if (record) this.revokeFamily(record.familyId);
  }

  /** A changed password: every session of the user (all token families) stops working. */
  revokeUser(userId: number): void {
    for (const [token, record] of this.accessTokens) if (record.userId === userId) this.accessTokens.delete(token);
    for (const [token, record] of this.refreshTokens) if (record.userId === userId) this.refreshTokens.delete(token);
  }

  /**
   * A password changed from a session: every other session of the user (every other token family)
   * stops working; the family of `accessToken` keeps its tokens. False when that token is not live.
   */
  revokeUserExceptSession(userId: number, accessToken: string): boolean {
    const current = this.accessTokens.get(accessToken);
    if (!current || current.userId !== userId) return false;
    for (const [token, record] of this.accessTokens) {
      if (record.userId === userId && record.familyId !== current.familyId) this.accessTokens.delete(token);
    }
    for (const [token, record] of this.refreshTokens) {
      if (record.userId === userId && record.familyId !== current.familyId) this.refreshTokens.delete(token);
    }
    return true;
  }

  /** Every current access token expires now; refresh tokens keep working. */
  expireAllAccessTokens(): number {
    const expiredAt = this.now() - 1;
    for (const record of this.accessTokens.values()) record.expiresAt = Math.min(record.expiresAt, expiredAt);
    return this.accessTokens.size;
  }

  revokeAll(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  private issue(userId: number, familyId: string): IssuedTokens {
    const access_token = randomToken('at');
    const refresh_token = randomToken('rt');
    const now = this.now();
    this.accessTokens.set(access_token, { userId, familyId, expiresAt: now + this.accessTokenTtlSeconds * 1000 });
    this.refreshTokens.set(refresh_token, { userId, familyId, expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000, used: false });
    return { access_token, refresh_token, expires_in: this.accessTokenTtlSeconds };
  }

  private revokeFamily(familyId: string): void {
    for (const [token, record] of this.accessTokens) if (record.familyId === familyId) this.accessTokens.delete(token);
    for (const [token, record] of this.refreshTokens) if (record.familyId === familyId) this.refreshTokens.delete(token);
  }
}

function randomToken(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}
