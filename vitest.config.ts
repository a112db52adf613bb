import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // One module graph per worker instead of one per file: every integration file imports the whole
    // mock API and its seed, which isolation re-imported ~170 times (npm test: ~150 s instead of ~250 s).
    // Tests share no module state they rely on: each integration file starts its own server and
    // resets it; jsdom files still get their own environment.
    isolate: false,
    // Vitest keeps one core for itself by default (one worker on a 2-core machine), but its main process
    // mostly waits: a worker per core ran the suite in 179 s instead of 295 s here.
    maxWorkers: availableParallelism(),
  },
});
