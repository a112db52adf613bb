// @vitest-environment jsdom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../../../src/layout/navigation/lazyView';

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
});
