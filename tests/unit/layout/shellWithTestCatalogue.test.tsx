// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { MemoryRouter } from 'react-router';
import { PermissionGate } from '../../../src/layout/access/PermissionGate';
import { DetailTabsLayout } from '../../../src/layout/detail/DetailTabsLayout';
import { RecordNotFound } from '../../../src/layout/detail/RecordNotFound';
import { catalogueEntry } from '../../../src/layout/navigation/manifest';
import type { RouteCatalogue } from '../../../src/layout/navigation/RouteCatalogueContext';
import { layerOf, readImportGraph, type ImportEdge } from '../../support/importGraph';
import { renderInAdmin } from '../../support/renderInAdmin';
import { TEST_CATALOGUE } from '../../support/testCatalogue';

afterEach(cleanup);

/** A catalogue the app does not have: its People live at /staff, so a label found for /staff came from it. */
const STAFF_CATALOGUE: RouteCatalogue = {
  ...TEST_CATALOGUE,
  routes: [catalogueEntry({ id: 'people', path: '/staff', icon: PeopleOutline, group: 'workbench' })],
};

const renderAt = (path: string, ui: ReactNode, permissions: readonly string[] = []) =>
  renderInAdmin(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, { catalogue: STAFF_CATALOGUE, permissions });

/** Every file of src/ a file loads, itself included (static, dynamic and type-only imports). */
function loadedBy(file: string, edges: readonly ImportEdge[]): Set<string> {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const from = queue.pop()!;
    for (const edge of edges) {
      if (edge.from === from && !seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  return seen;
}

describe('the shell’s parts with a test catalogue instead of the app’s manifests', () => {
  it('load no resource, custom page or app file', () => {
    const edges = readImportGraph();
    const shellParts = ['layout/detail/RecordNotFound.tsx', 'layout/access/PermissionGate.tsx', 'layout/detail/DetailTabsLayout.tsx'];
    for (const part of shellParts) {
      const above = [...loadedBy(part, edges)].filter((file) => ['resources', 'custom-pages', 'app'].includes(layerOf(file).name));
      expect(above, part).toEqual([]);
    }
  });

  it('RecordNotFound names the list from the catalogue it is handed and links back to it', async () => {
    renderAt('/staff/overview/9', <RecordNotFound kind="person" listPath="/staff" />);
    expect(await screen.findByRole('heading', { name: /^This person was not found in / })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('People');
    expect(screen.getByRole('link', { name: 'Back to People' }).getAttribute('href')).toBe('/staff');
  });

  it('DetailTabsLayout builds its breadcrumb from the catalogue route of the page and highlights the tab', () => {
    const tabs = [
      { path: '/staff/overview/9', label: 'spendboard.people.tabs.overview' },
      { path: '/staff/expenses/9', label: 'spendboard.people.tabs.expenses' },
    ];
    renderAt(
      '/staff/expenses/9',
      <DetailTabsLayout title="Omar Khalil" tabs={tabs}>
        <p>expenses of Omar</p>
      </DetailTabsLayout>,
    );
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/staff');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Omar Khalil');
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('expenses of Omar')).toBeTruthy();
  });

  it('PermissionGate shows its content when allowed and Access Restricted when refused', async () => {
    renderAt(
      '/staff',
      <PermissionGate permission="read people" gating="show_warning">
        <p>the staff list</p>
      </PermissionGate>,
      ['read people'],
    );
    expect(await screen.findByText('the staff list')).toBeTruthy();
    cleanup();
    renderAt(
      '/staff',
      <PermissionGate permission="read people" gating="show_warning">
        <p>the staff list</p>
      </PermissionGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.queryByText('the staff list')).toBeNull();
  });
});
