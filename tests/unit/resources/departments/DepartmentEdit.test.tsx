// @vitest-environment jsdom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import DepartmentEdit from '../../../../src/resources/departments/DepartmentEdit';
import { i18nProvider, loadAdminTexts } from '../../../../src/providers/i18nProvider';

afterEach(cleanup);
// The app's provider carries the admin's English once the admin has loaded it (as Root does).
beforeAll(loadAdminTexts);

const department = {
  id: 3,
  name: 'Research',
  administrators: [{ id: 4, first_name: 'Noor', last_name: 'Haddad', email: 'noor@example.com' }],
  members_count: 2,
  created_at: '2026-01-05T10:00:00Z',
  limit: { mode: 'limit', amount: 500, spent: 20, balance: 480 },
};

/** A user who may update departments but holds no update_department_limits_* permission. */
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ action }) => !action.startsWith('update_department_limits'),
};

function renderEdit() {
  const update = vi.fn(async (_resource: string, params: { id: unknown; data: unknown }) => ({
    data: { ...department, ...(params.data as object) },
  }));
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: department }) as never,
    update: update as never,
    getAdministratorOptions: async () => [{ id: 4, first_name: 'Noor', last_name: 'Haddad', email: 'noor@example.com' }],
  } as never);
  render(
    <MemoryRouter initialEntries={['/settings/departments/edit/3']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/settings/departments/edit/:id" element={<DepartmentEdit />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return update;
}

describe('DepartmentEdit (react-admin Edit with DepartmentInputs)', () => {
  it('offers only the limit mode the department already has when no mode is permitted', async () => {
    renderEdit();
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Research'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Limit type/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const disabled = Object.fromEntries(options.map((option) => [option.textContent, option.getAttribute('aria-disabled') === 'true']));
    expect(disabled).toEqual({ Inherited: true, Limit: false, Balance: true });
  });

  // After the save react-admin's redirect shows the list (spec §2): e2e departments-list-detail checks it,
  // because react-admin navigates with its own copy of react-router under vitest.
  it('sends the new name without re-sending the unchanged limit', async () => {
    const update = renderEdit();
    const name = await screen.findByDisplayValue('Research');
    fireEvent.change(name, { target: { value: 'Research and Development' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toEqual({ name: 'Research and Development', administrator_ids: [4] });
  });
});
