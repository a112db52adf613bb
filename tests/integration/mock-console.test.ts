import { describe, expect, it } from 'vitest';
import { useTestServer } from './mockServer.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** Issue 37 item 4: the console page at /__mock/ and its files; the JSON index keeps GET /__mock for other callers. */
describe('/__mock/ console page', () => {
  const api = useTestServer({ resetEachTest: false });

  it('serves the page to a browser without the token, with its script as a file (no inline script)', async () => {
    const page = await fetch(`${api.url}/__mock/`, { headers: { Accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/__mock/console/console.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const script = await fetch(`${api.url}/__mock/console/console.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain("'X-Mock-Control'");
  });

  it('leaves GET /__mock as JSON to other callers, behind the token', async () => {
    expect((await fetch(`${api.url}/__mock`, { headers: { Accept: 'application/json' } })).status).toBe(401);
    const index = await api.get('/__mock/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers 404 for a file the console does not have, without naming the server path', async () => {
    for (const path of ['/__mock/console/nope.js', '/__mock/console/consolePage.ts', '/__mock/console/../console/consolePage.ts']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: 'The console has no such file.' });
    }
  });
});
