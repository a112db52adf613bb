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

/** Where a sign-in came from (the sessions list, issue 35 item 8). */
export interface SessionOrigin {
  userAgent?: string;
  ipAddress?: string;
}

/** One sign-in (a token family) as the sessions list shows it. */
export interface SessionRecord {
  id: number;
  userId: number;
  familyId: string;
  userAgent: string;
  ipAddress: string;
  signedInAt: number;
  lastActiveAt: number;
}

/** How long the `mfa_token` of a password grant waits for its code. */
export const MFA_CHALLENGE_TTL_SECONDS = 300;

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
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly mfaChallenges = new Map<string, { userId: number; expiresAt: number; origin: SessionOrigin }>();
  private nextSessionId = 1;

  constructor(
    private readonly accessTokenTtlSeconds: number,
    private readonly now: () => number = Date.now,
    private readonly refreshGraceSeconds: number = DEFAULT_REFRESH_GRACE_SECONDS,
  ) {}

  issueForPassword(userId: number, origin: SessionOrigin = {}): IssuedTokens {
    const familyId = randomToken('fam');
    const now = this.now();
    this.sessions.set(familyId, {
      id: this.nextSessionId++,
      userId,
      familyId,
      userAgent: origin.userAgent ?? '',
      ipAddress: origin.ipAddress ?? '',
      signedInAt: now,
      lastActiveAt: now,
    });
    return this.issue(userId, familyId);
  }

  /** The password was right; the second factor is next: a short-lived `mfa_token` for the `mfa_otp` grant. */
  startMfaChallenge(userId: number, origin: SessionOrigin = {}): string {
    const token = randomToken('mfa');
    this.mfaChallenges.set(token, { userId, expiresAt: this.now() + MFA_CHALLENGE_TTL_SECONDS * 1000, origin });
    return token;
  }

  /** The user of a live `mfa_token` (it stays live for another code until used or expired), or null. */
  mfaChallengeUser(token: string): { userId: number; origin: SessionOrigin } | null {
    const challenge = this.mfaChallenges.get(token);
    if (!challenge || challenge.expiresAt <= this.now()) return null;
    return { userId: challenge.userId, origin: challenge.origin };
  }

  /** The code was right: the challenge ends and a session starts. */
  completeMfaChallenge(token: string): IssuedTokens | null {
    const challenge = this.mfaChallengeUser(token);
    if (!challenge) return null;
    this.mfaChallenges.delete(token);
    return this.issueForPassword(challenge.userId, challenge.origin);
  }

  /** The user's live sessions, most recently active first. */
  sessionsOf(userId: number): SessionRecord[] {
    const live = new Set([...this.refreshTokens.values()].filter((record) => record.userId === userId).map((record) => record.familyId));
    return [...this.sessions.values()]
      .filter((session) => session.userId === userId && live.has(session.familyId))
      .sort((a, b) => b.lastActiveAt - a.lastActiveAt || b.id - a.id);
  }

  /** The session of a live access token, or null. */
  sessionOf(accessToken: string): SessionRecord | null {
    const record = this.accessTokens.get(accessToken);
    return record ? (this.sessions.get(record.familyId) ?? null) : null;
  }

  /** Signs out one of the user's live sessions; false when it is not theirs or not live. */
  revokeSession(userId: number, sessionId: number): boolean {
    const session = this.sessionsOf(userId).find((row) => row.id === sessionId);
    if (!session) return false;
    this.revokeFamily(session.familyId);
    return true;
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
    const session = this.sessions.get(record.familyId);
    if (session) session.lastActiveAt = this.now();
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
    const session = this.sessions.get(record.familyId);
    if (session) session.lastActiveAt = this.now();
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
    this.sessions.clear();
    this.mfaChallenges.clear();
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
    this.sessions.delete(familyId);
  }
}

function randomToken(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}
