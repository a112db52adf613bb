// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DataTable, type AuthProvider, type DataProvider } from 'react-admin';
import { CreatableList } from '../../../../src/layout/lists/CreatableList';
import { defineListQuery } from '../../../../src/layout/lists/listQuery';
import { ResponsiveDataTable } from '../../../../src/layout/lists/ResponsiveDataTable';
import { permissionsAuthProvider, renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

type Run = { id: number; month: string };
const query = defineListQuery({ resource: 'payroll-runs', sort: { field: 'month', order: 'DESC' } });

/** The seeded answer: rows, or none at all. */
const answering = (rows: Run[]) => ({ getList: async () => ({ data: rows, total: rows.length }) }) as unknown as Partial<DataProvider>;

/** May create (or not) on every resource. */
const mayCreate = (allowed: boolean): AuthProvider => ({ ...permissionsAuthProvider([]), canAccess: async () => allowed });

const Runs = () => (
  <CreatableList
    query={query}
    title="resources.payroll-runs.name"
    texts="resources.payroll-runs"
    emptyIcon={() => null}
    createDialog={({ open, onClose }) =>
      open ? (
        <div role="dialog" aria-label="Prepare run">
          <button onClick={onClose}>Close</button>
        </div>
      ) : null
    }
  >
    <ResponsiveDataTable<Run> phone={{ primaryText: (run) => run.month }}>
      <DataTable.Col source="month" />
    </ResponsiveDataTable>
  </CreatableList>
);

describe('CreatableList: the one list page with a create dialog', () => {
  it('lists the rows; its create button opens the create dialog', async () => {
    renderInAdmin(
      <MemoryRouter>
        <Runs />
      </MemoryRouter>,
      { dataProvider: answering([{ id: 1, month: '2026-10' }]), authProvider: mayCreate(true) },
    );
    expect(await screen.findByText('2026-10')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare run' }));
    expect(screen.getByRole('dialog', { name: 'Prepare run' })).toBeTruthy();
  });

  it('an empty list invites the first record, and that button opens the same dialog', async () => {
    renderInAdmin(
      <MemoryRouter>
        <Runs />
      </MemoryRouter>,
      { dataProvider: answering([]), authProvider: mayCreate(true) },
    );
    expect(await screen.findByText('No salary runs yet')).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: 'Prepare run' });
    fireEvent.click(buttons[buttons.length - 1]);
    expect(screen.getByRole('dialog', { name: 'Prepare run' })).toBeTruthy();
  });

  it('offers no create button to whoever may not create', async () => {
    renderInAdmin(
      <MemoryRouter>
        <Runs />
      </MemoryRouter>,
      { dataProvider: answering([]), authProvider: mayCreate(false) },
    );
    expect(await screen.findByText('No salary runs yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prepare run' })).toBeNull();
  });
});
