import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Token requests carry an HMAC-SHA256 of their exact body, keyed with a secret the OAuth server
 * and the app's server share (spec §7: "body … signed with a shared secret"). The browser never
 * sees the secret: the token relay (server/web/tokenRelay.ts) signs on its behalf.
 */
export const SIGNATURE_HEADER = 'X-Body-Signature';

export function signBody(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time comparison of the header against the body's signature. */
export function hasValidSignature(body: Buffer | undefined, header: string | undefined, secret: string): boolean {
  if (!body || !header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
