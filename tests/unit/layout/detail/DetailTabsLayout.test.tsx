// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DetailTabsLayout } from '../../../../src/layout/detail/DetailTabsLayout';
import type { DetailTab } from '../../../../src/layout/detail/detailTabs';
import { RouteCatalogueProvider } from '../../../../src/layout/navigation/RouteCatalogueContext';
import { TEST_CATALOGUE } from '../../../support/testCatalogue';

afterEach(cleanup);

const TABS: DetailTab[] = [
  { path: '/people/overview/7', label: 'Overview' },
  { path: '/people/cards/7', label: 'Cards', hidden: true },
  { path: '/people/transfer/7', label: 'Transfers' },
  { path: '/people/expenses/7', label: 'Expenses' },
];

describe('DetailTabsLayout', () => {
  it('highlights the tab of the current path and leaves hidden tabs out', () => {
    render(
      <MemoryRouter initialEntries={['/people/transfer/7']}>
        <RouteCatalogueProvider catalogue={TEST_CATALOGUE}>
          <DetailTabsLayout title="Omar Khalil" tabs={TABS} breadcrumbs={[{ label: 'People', path: '/people' }, { label: 'Omar Khalil' }]}>
            <p>content</p>
          </DetailTabsLayout>
        </RouteCatalogueProvider>
      </MemoryRouter>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Transfers', 'Expenses']);
    expect(screen.getByRole('tab', { name: 'Transfers' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tab', { name: 'Expenses' }).getAttribute('href')).toBe('/people/expenses/7');
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/people');
    expect(screen.getByRole('heading', { name: 'Omar Khalil' })).toBeTruthy();
  });
});
