// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/createApiClient';
import { rememberServerDate } from '../../../src/api/serverClock';
import { presetRange } from '../../../src/domain/periods';
import { serverToday } from '../../../src/providers/serverToday';

afterEach(() => {
  vi.unstubAllGlobals();
  rememberServerDate(new Date().toUTCString());
});

/** Answers every call with an empty list, dated `serverDate` (the server's clock). */
function answerDated(serverDate: string) {
  vi.stubGlobal(
    'fetch',
    async () => new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'application/json', Date: serverDate } }),
  );
}

describe("the app's today is the API's day (its answers' Date header), in Dubai", () => {
  it("takes the day of the last answer's Date, not the browser's", async () => {
    answerDated('Tue, 15 Jun 2027 09:00:00 GMT');
    const { client } = createApiClient({ baseUrl: 'http://app.test' });
    await client.GET('/api/admin/compliance/flags');
    expect(serverToday()).toBe('2027-06-15');
  });

  it('counts a Dubai day: 20:30 UTC on 30 November is already 1 December (UTC+4)', () => {
    rememberServerDate('Mon, 30 Nov 2026 20:30:00 GMT');
    expect(serverToday()).toBe('2026-12-01');
    expect(presetRange('this_month', serverToday())).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('last_month', serverToday())).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last_quarter', serverToday())).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });

  it('19:59 UTC on 31 December is still the old year in Dubai; 20:00 is the new one', () => {
    rememberServerDate('Thu, 31 Dec 2026 19:59:59 GMT');
    expect(presetRange('year_to_date', serverToday())).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    rememberServerDate('Thu, 31 Dec 2026 20:00:00 GMT');
    expect(presetRange('this_quarter', serverToday())).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetRange('last_quarter', serverToday())).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('keeps the last day it knew when an answer has no readable Date', () => {
    rememberServerDate('Mon, 30 Nov 2026 12:00:00 GMT');
    rememberServerDate(null);
    rememberServerDate('not a date');
    expect(serverToday()).toBe('2026-11-30');
  });
});
