// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { CompanyList } from '../../../../src/layout/company-switcher/CompanyList';
import { renderInAdmin } from '../../../support/renderInAdmin';
import { clearSessionCookies, COOKIE, writeCookie } from '../../../../src/api/session';
import { stubRoutes } from '../../../support/fetchStub';

const companies = [
  { id: '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11', name: 'Acme Trading LLC', total_users: 12 },
  { id: '8b2d4e6f-1a3c-4e5f-9b7d-0c2e4f6a8b01', name: 'Desert Logistics FZE', total_users: 1 },
];

function renderList(onSwitch = vi.fn()) {
  renderInAdmin(<CompanyList onSwitch={onSwitch} />);
  return onSwitch;
}

beforeEach(() => {
  localStorage.clear();
  writeCookie(COOKIE.accessToken, 'access');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe('CompanyList states (spec §5)', () => {
  it("'Loading organizations...' while the list loads", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderList();
    expect(screen.getByRole('status').textContent).toBe('Loading organizations...');
  });

  it("'Failed to load organizations.' with a retry", async () => {
    stubRoutes({ 'GET /api/admin/sub-tenants': () => Response.json({ message: 'Down' }, { status: 500 }) });
    renderList();
    expect(await screen.findByText('Failed to load organizations.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("'No organizations available.' for an empty list", async () => {
    stubRoutes({ 'GET /api/admin/sub-tenants': () => Response.json({ data: [] }) });
    renderList();
    expect(await screen.findByText('No organizations available.')).toBeTruthy();
  });

  it("lists name, 10-character id and total users; 'No favourite companies.' until one is starred", async () => {
    stubRoutes({ 'GET /api/admin/sub-tenants': () => Response.json({ data: companies }) });
    const onSwitch = renderList();
    const acme = await screen.findByRole('listitem', { name: 'Acme Trading LLC' });
    expect(acme.textContent).toContain('3f1c1b0e-6');
    expect(acme.textContent).not.toContain('3f1c1b0e-6a');
    expect(acme.textContent).toContain('12 users');
    expect(screen.getByRole('listitem', { name: 'Desert Logistics FZE' }).textContent).toContain('1 user');

    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(screen.getByText('No favourite companies.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Desert Logistics FZE to favourites' }));
    expect(JSON.parse(localStorage.getItem('favorite_company_ids') ?? '[]')).toEqual([companies[1].id]);
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Desert Logistics FZE']);

    fireEvent.click(screen.getByRole('button', { name: 'Switch Desert Logistics FZE' }));
    expect(onSwitch).toHaveBeenCalledWith(companies[1].id);
  });
});
