/** Spec §9: a lazily loaded catalogue is retried up to 5 times, 350 ms apart at first, the delay doubling. */
export const CATALOGUE_LOAD_RETRIES = 5;
export const CATALOGUE_RETRY_DELAY_MS = 350;

export type RetryOptions = {
  retries?: number;
  firstDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, and after a failure again, up to `retries` more times, waiting 350, 700, 1400…
 * ms between attempts; the last failure is the caller's.
 */
export async function retryWithBackoff<T>(
  load: () => Promise<T>,
  { retries = CATALOGUE_LOAD_RETRIES, firstDelayMs = CATALOGUE_RETRY_DELAY_MS, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(firstDelayMs * 2 ** attempt);
    }
  }
}
