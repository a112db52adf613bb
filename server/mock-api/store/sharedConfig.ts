import type { ConfigPayload } from '../../../src/api/schema.d.ts';

/** Settings every company shares in the mock; the per-company ones come from the store (company settings). */
export const SHARED_CONFIG = {
  allowed_file_extensions: 'pdf,jpg,jpeg,png,csv,xlsx',
} as const satisfies Partial<ConfigPayload>;
