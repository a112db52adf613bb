// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView, usePreloadWhenIdle } from '../../../../src/layout/navigation/lazyView';

const Page = () => <p>The page</p>;

describe('lazyView', () => {
  afterEach(cleanup);

  it('renders at once, without suspending, once preloaded; the chunk is fetched once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const View = lazyView(load);
    await View.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a view take props', async () => {
    const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
    const View = lazyView(() => Promise.resolve({ default: Greeting }));
    await View.preload();
    render(<View name="Amal" />);
    expect(screen.getByText('Hello Amal')).toBeTruthy();
  });
});

describe('usePreloadWhenIdle', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const Page = ({ parts }: { parts: Array<{ preload: () => Promise<unknown> }> }) => {
    usePreloadWhenIdle(...parts);
    return <p>The page</p>;
  };

  it('fetches the parts once the page is idle after it mounts (a second later without requestIdleCallback), once', () => {
    vi.useFakeTimers();
    const drawer = { preload: vi.fn(() => Promise.resolve()) };
    const dialog = { preload: vi.fn(() => Promise.resolve()) };
    const { rerender } = render(<Page parts={[drawer, dialog]} />);
    expect(drawer.preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(drawer.preload).toHaveBeenCalledTimes(1);
    expect(dialog.preload).toHaveBeenCalledTimes(1);
    rerender(<Page parts={[drawer, dialog]} />);
    act(() => vi.advanceTimersByTime(5_000));
    expect(drawer.preload).toHaveBeenCalledTimes(1);
  });

  it('asks the browser for an idle moment where it can, and fetches nothing after the page has gone', () => {
    const callbacks: Array<() => void> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    try {
      const part = { preload: vi.fn(() => Promise.reject(new Error('offline'))) };
      const { unmount } = render(<Page parts={[part]} />);
      expect(callbacks).toHaveLength(1);
      callbacks[0]!();
      expect(part.preload).toHaveBeenCalledTimes(1);
      unmount();
      expect(cancelled).toEqual([1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
