/**
 * The report posted after an unexpected rendering error (spec §3 Error report).
 */

export type ErrorReport = {
  /** When it happened, date and time (ISO 8601, UTC). */
  date: string;
  message: string;
  url: string;
  /** The signed-in user's e-mail, or 'guest'. */
  username: string;
  /** The user-agent string. */
  browserInfo: string;
};

export const GUEST_USERNAME = 'guest';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

export function buildErrorReport({
  error,
  url,
  user,
  userAgent,
  now = new Date(),
}: {
  error: unknown;
  url: string;
  user?: { email?: string | null } | null;
  userAgent: string;
  now?: Date;
}): ErrorReport {
  const email = user?.email?.trim();
  return {
    date: now.toISOString(),
    message: errorMessage(error),
    url,
    username: email ? email : GUEST_USERNAME,
    browserInfo: userAgent,
  };
}
