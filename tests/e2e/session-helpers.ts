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

type LoggedRequest = { method: string; path: string; status: number; headers: { 'x-tenant': string | null } };

export async function apiRequests(request: APIRequestContext, baseURL: string | undefined): Promise<LoggedRequest[]> {
  const body = (await (await request.get(`${baseURL}/__mock/requests`)).json()) as { data: LoggedRequest[] };
  return body.data.filter((entry) => entry.path.startsWith('/api/'));
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
