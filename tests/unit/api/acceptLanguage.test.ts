// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/createApiClient';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with an empty list and keeps the headers each one was sent with. */
function recordCalls() {
  const sent: Headers[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(new Headers(request.headers));
    return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

describe('the API client tells the API which language to write in', () => {
  it('sends the language the reader reads at the time of each call', async () => {
    const sent = recordCalls();
    let locale = 'en';
    const { client } = createApiClient({ baseUrl: 'http://app.test', language: () => locale });
    await client.GET('/api/admin/compliance/flags');
    locale = 'ar';
    await client.GET('/api/admin/compliance/flags');
    expect(sent.map((headers) => headers.get('Accept-Language'))).toEqual(['en', 'ar']);
  });

  it('leaves the header to the runtime when it is given no language (tests, scripts)', async () => {
    const sent = recordCalls();
    const { client } = createApiClient({ baseUrl: 'http://app.test' });
    await client.GET('/api/admin/compliance/flags');
    expect(sent[0].get('Accept-Language')).toBeNull();
  });
});
