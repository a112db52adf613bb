import { notFound } from '../http/errors.ts';
import type { AccountActor } from './actor.ts';

/** `POST me/logout`: the session of this call ends (its token family is revoked). */
export function signOut({ tokens, accessToken }: AccountActor): void {
  tokens.revokeByAccessToken(accessToken);
}

/** `POST me/sessions/sign-out-others`: every other session of the account ends; how many did. */
export function signOutOtherSessions({ tokens, user, accessToken }: AccountActor): number {
  const current = tokens.sessionOf(accessToken);
  const others = tokens.sessionsOf(user.id).filter((session) => session.id !== current?.id);
  for (const session of others) tokens.revokeSession(user.id, session.id);
  return others.length;
}

/** `DELETE me/sessions/{id}`: one session of the account ends; 404 when the account has no such session. */
export function signOutSession({ tokens, user }: AccountActor, sessionId: number): void {
  if (!tokens.revokeSession(user.id, sessionId)) throw notFound();
}
