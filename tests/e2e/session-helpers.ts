import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Seeded companies (server/mock-api/store/seed/companies.ts) and their card-services state. */
export const COMPANIES = {
  acme: { id: '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11', name: 'Acme Trading LLC' },
  desert: { id: '8b2d4e6f-1a3c-4e5f-9b7d-0c2e4f6a8b01', name: 'Desert Logistics FZE' },
  gulf: { id: 'c4e6a8b0-2d4f-4a6c-8e0b-1d3f5a7c9e02', name: 'Gulf Retail Group' },
  falcon: { id: '5a7c9e1b-3d5f-4b7d-9f1a-2c4e6a8c0e03', name: 'Falcon Ventures' },
  oasis: { id: 'e0b2d4f6-4a6c-4e8a-a0c2-3e5a7c9e1a04', name: 'Oasis Hospitality' },
} as const;

export const SWITCH_CONFIRM_TEXT = 'Are you sure you want to switch to a new organization? This will reload the page.';

type LoggedRequest = { method: string; path: string; status: number; headers: { 'x-tenant': string | null }; body: unknown };

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
  expect((await request.post(`${baseURL}/__mock/expire-tokens`)).ok()).toBe(true);
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
