import { buildErrorReport, type ErrorReport } from '../../domain/errorReport';
import { hasSessionTokens } from '../../api/session';
import { currentTabSandbox, MOCK_SANDBOX_HEADER } from '../../api/tabSandbox';

/**
 * Where rendering-error reports go (`VITE_ERROR_REPORT_URL`); reporting is off when empty.
 * The committed `.env` points it at the mock API's `/__mock/error-reports`.
 */
export const ERROR_REPORT_URL: string = import.meta.env.VITE_ERROR_REPORT_URL ?? '';

/** The signed-in user's e-mail, loaded only when there is a session (the admin's `me` call). */
async function signedInEmail(): Promise<string | null> {
  if (!hasSessionTokens()) return null;
  try {
    const { loadCurrentUser } = await import('../session/currentUser');
    return (await loadCurrentUser()).email;
  } catch {
    return null;
  }
}

/** QA: a report from a tab opened in a mock sandbox goes to that sandbox's reports. */
function sandboxHeader(): Record<string, string> {
  const sandbox = currentTabSandbox();
  return sandbox ? { [MOCK_SANDBOX_HEADER]: sandbox } : {};
}

/**
 * Posts the report of an unexpected rendering error. Fire and forget: the response is
 * not read and a failure is swallowed, so the error screen never waits for it.
 */
export async function reportRenderError(error: unknown, endpoint: string = ERROR_REPORT_URL): Promise<void> {
  if (!endpoint) return;
  try {
    const report: ErrorReport = buildErrorReport({
      error,
      url: window.location.href,
      user: { email: await signedInEmail() },
      userAgent: window.navigator.userAgent,
    });
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sandboxHeader() },
      body: JSON.stringify(report),
      keepalive: true,
    });
  } catch {
    // Reporting must never make things worse for the person looking at the error.
  }
}
