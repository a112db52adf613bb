import { describe, expect, it } from 'vitest';
import { LOADING_ELLIPSIS_INTERVAL_MS, loadingEllipsisFrame } from '../../../src/domain/loadingEllipsis';

describe('loadingEllipsisFrame', () => {
  it('changes frame every 500 ms', () => {
    expect(LOADING_ELLIPSIS_INTERVAL_MS).toBe(500);
    expect(loadingEllipsisFrame(0)).toBe('.');
    expect(loadingEllipsisFrame(499)).toBe('.');
    expect(loadingEllipsisFrame(500)).toBe('..');
    expect(loadingEllipsisFrame(1000)).toBe('...');
  });

  it('cycles back to the first frame', () => {
    expect(loadingEllipsisFrame(1500)).toBe('.');
    expect(loadingEllipsisFrame(1500 * 1000 + 1000)).toBe('...');
  });

  it('treats negative or invalid times as the start', () => {
    expect(loadingEllipsisFrame(-200)).toBe('.');
    expect(loadingEllipsisFrame(Number.NaN)).toBe('.');
  });
});
