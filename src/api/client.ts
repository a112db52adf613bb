import { createApiClient } from './createApiClient';

/** The one API client of the app. Views never use it: providers do. */
export const api = createApiClient({ baseUrl: globalThis.location?.origin ?? '' });
export const apiClient = api.client;
export const { refreshOnce, signInWithPassword } = api;
