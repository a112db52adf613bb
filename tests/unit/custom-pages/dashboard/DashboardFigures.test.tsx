// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DashboardFigures } from '../../../../src/custom-pages/dashboard/DashboardFigures';
import type { DashboardSummary } from '../../../../src/providers/data/methods/dashboard';
import { renderInAdmin } from '../../../support/renderInAdmin';

const base: DashboardSummary = {
  currency: 'AED',
  today: '2026-11-28',
  this_month: { month: '2026-11', from: '2026-11-01', to: '2026-11-28' },
  last_month: { month: '2026-10', from: '2026-10-01', to: '2026-10-31' },
  spent_statuses: ['captured'],
  awaiting_approval_statuses: ['submitted'],
  active_cards: { count: 4 },
} as DashboardSummary;

describe('the dashboard tiles follow what the API sends', () => {
  afterEach(cleanup);

  it('shows the company balance, linking to the financial account, when the summary carries it', async () => {
    renderInAdmin(
      <MemoryRouter>
        <DashboardFigures summary={{ ...base, wallet: { balance: 0, currency: 'AED' } }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Company balance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every movement' }).getAttribute('href')).toBe('/financial-account');
  });

  it('leaves the tile out when the user may not read the wallet (absent, not zero; no link to Access Restricted)', async () => {
    renderInAdmin(
      <MemoryRouter>
        <DashboardFigures summary={base} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Active cards' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Company balance' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See every movement' })).toBeNull();
    expect(document.querySelector('a[href="/financial-account"]')).toBeNull();
    expect(document.querySelector('[data-figure="wallet"]')).toBeNull();
  });
});
