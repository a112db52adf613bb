/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where rendering-error reports are posted; empty turns reporting off. */
  readonly VITE_ERROR_REPORT_URL?: string;
  /** '1' lets end-to-end tests trigger a rendering error (see src/layout/error/e2eHooks.tsx). */
  readonly VITE_E2E_HOOKS?: string;
  /** Inactivity logout after this many ms; 0 or unset turns the idle watcher off (spec §4). */
  readonly VITE_IDLE_TIMEOUT_MS?: string;
}
