// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/createApiClient';
import { MOCK_SANDBOX_SESSION_KEY } from '../../../src/domain/storageKeys';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Answers every call (a token call with tokens) and keeps the path and headers each one was sent with. */
function recordCalls() {
  const sent: { path: string; sandbox: string | null }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ path: new URL(request.url).pathname, sandbox: request.headers.get('X-Mock-Sandbox') });
    const body = request.url.endsWith('/auth/token') ? { access_token: 'at', token_type: 'Bearer', expires_in: 900 } : { data: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

describe('the app talks to the mock sandbox it was opened with', () => {
  it('sends the sandbox on API calls and on the token relay calls', async () => {
    const sent = recordCalls();
    const api = createApiClient({ baseUrl: 'http://app.test', sandbox: 'qa-1' });
    await api.signInWithPassword('firm.admin@example.com', 'x');
    await api.client.GET('/api/admin/compliance/flags');
    expect(sent).toEqual([
      { path: '/auth/token', sandbox: 'qa-1' },
      { path: '/api/admin/compliance/flags', sandbox: 'qa-1' },
    ]);
  });

  it('keeps ?sandbox=<name> for the tab session, and ?sandbox= forgets it', async () => {
    const sent = recordCalls();
    window.history.replaceState(null, '', '/login?sandbox=qa-2');
    await (await import('../../../src/api/client')).apiClient.GET('/api/admin/compliance/flags');
    expect(sessionStorage.getItem(MOCK_SANDBOX_SESSION_KEY)).toBe('qa-2');

    vi.resetModules();
    window.history.replaceState(null, '', '/cards');
    await (await import('../../../src/api/client')).apiClient.GET('/api/admin/compliance/flags');

    vi.resetModules();
    window.history.replaceState(null, '', '/?sandbox=');
    await (await import('../../../src/api/client')).apiClient.GET('/api/admin/compliance/flags');
    expect(sent.map((call) => call.sandbox)).toEqual(['qa-2', 'qa-2', null]);
    expect(sessionStorage.getItem(MOCK_SANDBOX_SESSION_KEY)).toBeNull();
  });
  it("sends a rendering-error report to the tab's sandbox (and to the shared one without it)", async () => {
    const { reportRenderError } = await import('../../../src/providers/public/errorReports');
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem(MOCK_SANDBOX_SESSION_KEY, 'qa-3');
    await reportRenderError(new Error('Boom'), '/__mock/error-reports');
    sessionStorage.clear();
    await reportRenderError(new Error('Boom'), '/__mock/error-reports');
    const sentHeaders = fetchMock.mock.calls
      .filter((call) => call[0] === '/__mock/error-reports')
      .map((call) => (call[1] as RequestInit).headers as Record<string, string>);
    expect(sentHeaders.map((headers) => headers['X-Mock-Sandbox'] ?? null)).toEqual(['qa-3', null]);
  });
});
