import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { queryClient, retryUnlessNotFound } from '../../../src/providers/queryClient';

describe('retryUnlessNotFound (issue 21 item 8)', () => {
  it('never retries a 404: not there, or another company’s record', () => {
    expect(retryUnlessNotFound(0, new HttpError('Not found', 404))).toBe(false);
  });

  it('retries other failures up to three times', () => {
    expect(retryUnlessNotFound(0, new HttpError('Oops', 500))).toBe(true);
    expect(retryUnlessNotFound(2, new TypeError('offline'))).toBe(true);
    expect(retryUnlessNotFound(3, new HttpError('Oops', 500))).toBe(false);
  });

  it('is the app query client’s default', () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(retryUnlessNotFound);
  });
});
