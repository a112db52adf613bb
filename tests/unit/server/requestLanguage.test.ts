import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../../../server/mock-api/http/language';

const asking = (header: string | undefined) =>
  ({ get: (name: string) => (name.toLowerCase() === 'accept-language' ? header : undefined) }) as unknown as Request;

describe("the mock writes its sentences in the request's language", () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR-ae', 'ar'],
    ['en', 'en'],
    ['fr-FR', 'en'],
    ['fr-FR, ar;q=0.5', 'ar'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
    ['en;q=0.4, ar;q=0.8', 'ar'],
    ['ar;q=0, en', 'en'],
    ['ar;q=0', 'en'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['ar;q=abc', 'en'],
    ['ar;q=abc, en;q=0.1', 'en'],
  ])('Accept-Language %s → %s', (header, language) => {
    expect(requestLanguage(asking(header))).toBe(language);
  });
});
