/**
 * Public routes (spec §2, no sign-in) and the rules of their shared screens.
 */
import { LOGIN_PATH } from './redirect';

export const PUBLIC_PATHS = {
  notYet: '/not-yet',
  error: '/error',
  resetPassword: '/reset-password',
  setPassword: '/set-password',
  verifyAdministrator: '/administrator-verify-account',
  terms: '/terms',
  legal: '/legal',
  privacyPolicy: '/privacy-policy',
} as const;

/** Whether a path is a public page (sign-in or one of PUBLIC_PATHS): the server paints its boot frame as the sign-in card. */
export function isPublicPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || (Object.values(PUBLIC_PATHS) as string[]).includes(pathname);
}

/** `/not-yet?label=Bills`: the feature named by the Not Yet screen. */
export const NOT_YET_LABEL_PARAM = 'label';

/** `/error?statusCode=503`: the large heading of the generic error screen. */
export const STATUS_CODE_PARAM = 'statusCode';

/** The token query parameter of the links sent by e-mail (reset, verify). */
export const TOKEN_PARAM = 'token';
export const EMAIL_PARAM = 'email';

/** The Not Yet page of a feature, e.g. notYetPath('Bills') → '/not-yet?label=Bills'. */
export function notYetPath(label?: string): string {
  const trimmed = label?.trim();
  return trimmed ? `${PUBLIC_PATHS.notYet}?${new URLSearchParams({ [NOT_YET_LABEL_PARAM]: trimmed })}` : PUBLIC_PATHS.notYet;
}

/**
 * The large heading of the generic error screen: the statusCode query parameter when
 * present, otherwise the given title, otherwise the default ('Oops!').
 */
export function errorHeading({
  statusCode,
  title,
  fallback,
}: {
  statusCode?: string | null;
  title?: string | null;
  fallback: string;
}): string {
  return statusCode?.trim() || title?.trim() || fallback;
}
