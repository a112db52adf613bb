import { describe, expect, it } from 'vitest';
import { chunkWaitCount, subscribeToChunkWaits, waitForChunk } from '../../../src/layout/navigation/chunkWaits';

describe('chunk waits (the top progress bar)', () => {
  it('counts a chunk as waited for until it loads or fails, and tells each change', async () => {
    const seen: number[] = [];
    const stop = subscribeToChunkWaits(() => seen.push(chunkWaitCount()));
    let load = () => {};
    const loading = waitForChunk(new Promise<void>((resolve) => (load = resolve)));
    const failing = waitForChunk(Promise.reject(new Error('offline')));
    expect(chunkWaitCount()).toBe(2);
    await expect(failing).rejects.toThrow('offline');
    expect(chunkWaitCount()).toBe(1);
    load();
    await loading;
    expect(chunkWaitCount()).toBe(0);
    stop();
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});
