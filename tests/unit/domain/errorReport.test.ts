import { describe, expect, it } from 'vitest';
import { buildErrorReport } from '../../../src/domain/errorReport';

const now = new Date(Date.UTC(2026, 10, 2, 9, 5, 30));
const base = { url: 'http://localhost:8080/cards', userAgent: 'Mozilla/5.0 Test', now };

describe('buildErrorReport', () => {
  it('has date with time, message, url, username and browser info', () => {
    expect(buildErrorReport({ ...base, error: new Error('boom'), user: { email: 'manager@example.com' } })).toEqual({
      date: '2026-11-02T09:05:30.000Z',
      message: 'boom',
      url: 'http://localhost:8080/cards',
      username: 'manager@example.com',
      browserInfo: 'Mozilla/5.0 Test',
    });
  });

  it("names a visitor without an e-mail 'guest'", () => {
    expect(buildErrorReport({ ...base, error: new Error('x') }).username).toBe('guest');
    expect(buildErrorReport({ ...base, error: new Error('x'), user: null }).username).toBe('guest');
    expect(buildErrorReport({ ...base, error: new Error('x'), user: { email: ' ' } }).username).toBe('guest');
  });

  it('reads a message from anything thrown', () => {
    expect(buildErrorReport({ ...base, error: 'plain text' }).message).toBe('plain text');
    expect(buildErrorReport({ ...base, error: { message: 'object' } }).message).toBe('object');
    expect(buildErrorReport({ ...base, error: new TypeError('') }).message).toBe('TypeError');
    expect(buildErrorReport({ ...base, error: 42 }).message).toBe('42');
    expect(buildErrorReport({ ...base, error: undefined }).message).toBe('undefined');
  });

  it('stamps the current time by default', () => {
    const before = Date.now();
    const { date } = buildErrorReport({ error: 'x', url: '/', userAgent: 'ua' });
    expect(Date.parse(date)).toBeGreaterThanOrEqual(before);
    expect(date).toMatch(/T\d{2}:\d{2}:\d{2}/);
  });
});
