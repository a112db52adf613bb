import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seededCompany } from './fixtures';

/** Seeded companies (server/mock-api/store/seed/companies.ts), one per card-services state. */
export const COMPANIES = {
  acme: seededCompany('Acme Trading LLC'),
  desert: seededCompany('Desert Logistics FZE'),
  gulf: seededCompany('Gulf Retail Group'),
  falcon: seededCompany('Falcon Ventures'),
  oasis: seededCompany('Oasis Hospitality'),
};

export const SWITCH_CONFIRM_TEXT = 'Are you sure you want to switch to a new organization? This will reload the page.';

type LoggedRequest = {
  method: string;
  path: string;
  status: number;
  headers: { 'x-tenant': string | null };
  /** The query string as the API read it (qs): `{ page: '1', per_page: '20', sorts: [...] }`. */
  query: Record<string, unknown>;
  body: unknown;
  /** A successful refresh grant: a new pair issued, or the grace window's replay of the same pair. */
  token_grant: 'rotated' | 'replayed' | null;
};

/** Every request the mock logged (API and token endpoint), oldest first. */
export async function mockRequestLog(request: APIRequestContext, baseURL: string | undefined): Promise<LoggedRequest[]> {
  const body = (await (await request.get(`${baseURL}/__mock/requests`)).json()) as { data: LoggedRequest[] };
  return body.data;
}

export async function apiRequests(request: APIRequestContext, baseURL: string | undefined): Promise<LoggedRequest[]> {
  return (await mockRequestLog(request, baseURL)).filter((entry) => entry.path.startsWith('/api/'));
}

/** `/__mock/expire-tokens`: every access token expires now; refresh tokens keep working. */
export async function expireTokens(request: APIRequestContext, baseURL: string | undefined) {
  expect((await request.post(`${baseURL}/__mock/expire-tokens`, { data: {} })).ok()).toBe(true);
}

type ErrorReport = { date: string; message: string; url: string; username: string; browserInfo: string };

/** The rendering-error reports the mock received. */
export async function errorReports(request: APIRequestContext, baseURL: string | undefined): Promise<ErrorReport[]> {
  return ((await (await request.get(`${baseURL}/__mock/error-reports`)).json()) as { data: ErrorReport[] }).data;
}

export async function clearRequestLog(request: APIRequestContext, baseURL: string | undefined) {
  await request.delete(`${baseURL}/__mock/requests`);
}

/** Switches through a visible company list (drawer or /organizations) and waits for the reload. */
export async function switchCompanyTo(page: Page, companyName: string) {
  await page.getByRole('button', { name: `Switch ${companyName}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: SWITCH_CONFIRM_TEXT });
  await expect(dialog).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Confirm' }).click()]);
}

/** Opens the app bar company switcher drawer. */
export async function openCompanySwitcher(page: Page) {
  await page.getByRole('button', { name: 'Switch company' }).click();
  const drawer = page.getByRole('dialog', { name: 'Companies' });
  await expect(drawer).toBeVisible();
  return drawer;
}
