// Types of scripts/buildFingerprint.mjs (a plain script `npm start` runs without a TypeScript step).
export const BUILD_INPUTS: string[];
export const FINGERPRINT_FILE: string;
export function buildFingerprint(
  root: string,
  env?: Record<string, string | undefined>,
  inputs?: string[],
): { fingerprint: string; files: number };
export function storedFingerprint(root: string): string | null;
export function buildDecision(input: { mode: string; current: string; stored: string | null; hasBuild: boolean }): {
  build: boolean;
  reason: string;
};
