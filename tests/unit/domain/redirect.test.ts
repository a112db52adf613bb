import { describe, expect, it } from 'vitest';
import { isSafeRedirect, loginPathFor, postLoginTarget, safeRedirectTarget } from '../../../src/domain/redirect';

describe('isSafeRedirect: only same-origin paths', () => {
  it.each([
    '/',
    '/cards',
    '/cards?page=2&perPage=20',
    '/cards?filter=%7B%22status%22%3A%5B%22active%22%5D%7D',
    '/settings/company-settings#billing',
    '/organizations?redirectTo=%2Fcards',
    '/people/12/cards',
  ])('accepts %s', (value) => {
    expect(isSafeRedirect(value)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example.com'],
    ['protocol-relative with path', '//evil.example.com/cards'],
    ['backslash host', '/\\evil.example.com'],
    ['double backslash', '\\\\evil.example.com'],
    ['backslash later', '/cards\\..\\evil'],
    ['absolute https', 'https://evil.example.com/cards'],
    ['absolute http, one slash', 'http:/evil.example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', '  JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['encoded //', '/%2F%2Fevil.example.com'],
    ['encoded leading slashes', '%2F%2Fevil.example.com'],
    ['encoded backslash', '/%5Cevil.example.com'],
    ['double-encoded //', '/%252F%252Fevil.example.com'],
    ['encoded javascript:', '%6Aavascript:alert(1)'],
    ['tab', '/\t/evil.example.com'],
    ['newline', '/\n/evil.example.com'],
    ['encoded tab', '/%09/evil.example.com'],
    ['NUL', '/cards%00'],
    ['malformed encoding', '/cards%E0%A4%A'],
    ['relative path', 'cards'],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['/cards']])('rejects the non-string %j', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });
});

describe('safeRedirectTarget and postLoginTarget', () => {
  it('keeps a safe path, else falls back', () => {
    expect(safeRedirectTarget('/cards?page=2')).toBe('/cards?page=2');
    expect(safeRedirectTarget('//evil.example.com')).toBe('/');
    expect(safeRedirectTarget(null, '/organizations')).toBe('/organizations');
  });

  it('never sends a signed-in user back to the sign-in page', () => {
    expect(postLoginTarget('/login?redirectTo=%2Fcards')).toBe('/');
    expect(postLoginTarget('/cards')).toBe('/cards');
    expect(postLoginTarget('https://evil.example.com')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the current path and search in redirectTo', () => {
    expect(loginPathFor('/cards')).toBe('/login?redirectTo=%2Fcards');
    expect(loginPathFor('/cards?page=2&perPage=20')).toBe('/login?redirectTo=%2Fcards%3Fpage%3D2%26perPage%3D20');
  });

  it('needs no redirectTo for the home page or the sign-in page itself', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirectTo=%2Fcards')).toBe('/login');
  });

  it('round-trips: the redirectTo it writes is accepted as safe', () => {
    const redirectTo = new URL(loginPathFor('/cards?page=2'), 'http://app.test').searchParams.get('redirectTo');
    expect(redirectTo).toBe('/cards?page=2');
    expect(isSafeRedirect(redirectTo)).toBe(true);
  });
});

describe('normalised paths (issue 20.14)', () => {
  it.each([
    ['dot-dot then //', '/a/..//evil.example'],
    ['dot then //', '/.//evil.example'],
    ['encoded dot-dot then //', '/%2e%2e//evil.example'],
    ['encoded dot then //', '/%2E//evil.example/cards'],
    ['deeper dot-dots', '/a/b/../..//evil.example'],
  ])('a %s path falls back to the dashboard', (_, value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(safeRedirectTarget(value)).toBe('/');
    expect(postLoginTarget(value)).toBe('/');
  });

  it('returns the normalised path, never the raw value', () => {
    expect(safeRedirectTarget('/a/../cards?page=2#top')).toBe('/cards?page=2#top');
    expect(safeRedirectTarget('/./people/./12')).toBe('/people/12');
    expect(safeRedirectTarget('/%2e%2e/cards')).toBe('/cards');
  });

  it('a path that normalises to the sign-in page goes home after sign-in', () => {
    expect(postLoginTarget('/cards/../login?redirectTo=%2Fcards')).toBe('/');
  });
});
