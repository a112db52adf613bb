/** Runs `work` over `items`, `width` at a time (keep-alive connections stay busy without flooding). */
export async function inPool<Item>(items: Item[], width: number, work: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await work(item);
      }
    }),
  );
}
