// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reportRenderError } from '../../../../src/providers/public/errorReports';
import { PublicLayout } from '../../../../src/layout/PublicLayout';

const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));

const Broken = (): never => {
  throw new Error('Table exploded');
};

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reportRenderError', () => {
  it('posts date, message, url, guest username and browser info', async () => {
    await reportRenderError(new Error('Boom'), '/reports');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/reports');
    expect(init.method).toBe('POST');
    const report = JSON.parse(String(init.body));
    expect(report).toMatchObject({ message: 'Boom', url: window.location.href, username: 'guest', browserInfo: navigator.userAgent });
    expect(report.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('sends nothing when no endpoint is configured, and swallows a failed post', async () => {
    await reportRenderError(new Error('Boom'), '');
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(reportRenderError(new Error('Boom'), '/reports')).resolves.toBeUndefined();
  });
});

describe('the public layout after a rendering error', () => {
  it("shows 'Uh oh' with the two-line message", async () => {
    render(
      <MemoryRouter>
        <PublicLayout>
          <Broken />
        </PublicLayout>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Uh oh' })).toBeTruthy());
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Unexpected error occurred. Try refreshing the page.If the issue persists, please contact support');
    expect(message.querySelectorAll('br')).toHaveLength(1);
  });
});
