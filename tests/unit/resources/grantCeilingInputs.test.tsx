// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import type { GrantCeiling } from '../../../src/domain/grants';
import { RoleIdsInput } from '../../../src/resources/users/AdministratorInputs';
import { PermissionMatrixInput } from '../../../src/resources/roles/PermissionMatrixInput';
import { renderInAdmin } from '../../support/renderInAdmin';

const ONLY_OWN = 'You can only grant permissions you hold yourself';
const permission = (name: string, id = 0) => ({ id, name });
const roles = [
  { id: 1, name: 'Owner', system: true, permissions: ['read roles', 'update roles', 'delete roles'].map((name) => permission(name)) },
  { id: 2, name: 'Viewer', system: false, permissions: [permission('read roles')] },
];
const catalogue = ['read roles', 'update roles', 'delete roles'].map((name, id) => ({ id, name, group: 'roles' }));
const manager: GrantCeiling = { kind: 'only', permissions: new Set(['read roles', 'update roles']) };

function renderWith(ceiling: GrantCeiling, input: React.ReactNode, resource = 'users') {
  renderInAdmin(
    <ResourceContextProvider value={resource}>
      <Form record={{ role_ids: [], permissions: [] }}>{input}</Form>
    </ResourceContextProvider>,
    {
      dataProvider: {
        getList: async () => ({ data: roles as never[], total: roles.length }),
        getGrantContext: async () => ({ ceiling, email: 'manager@example.com' }),
        getPermissionCatalogue: async () => catalogue,
      },
    },
  );
}

async function openRolePicker() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Roles/ }));
  return screen.findByRole('listbox');
}

afterEach(cleanup);

describe('role pickers under the grant ceiling (issue 20 item 6)', () => {
  it('disables a role holding permissions the user lacks and names them', async () => {
    renderWith(manager, <RoleIdsInput />);
    const options = await openRolePicker();
    const owner = within(options).getByRole('option', { name: /^Owner/ });
    expect(owner.getAttribute('aria-disabled')).toBe('true');
    expect(owner.textContent).toContain(`${ONLY_OWN}. Missing: Delete roles`);
    expect(within(options).getByRole('option', { name: 'Viewer' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getAllByText(ONLY_OWN).length).toBeGreaterThan(0);
  });

  it('enables every role for the firm admin', async () => {
    renderWith({ kind: 'everything' }, <RoleIdsInput />);
    const options = await openRolePicker();
    expect(within(options).getByRole('option', { name: 'Owner' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.queryByText(ONLY_OWN)).toBeNull();
  });
});

describe('the role editor under the grant ceiling', () => {
  it('disables a permission the user lacks, with the reason; the firm admin may tick it', async () => {
    renderWith(manager, <PermissionMatrixInput canRead canAssign />, 'roles');
    const lacking = await screen.findByRole('checkbox', { name: 'Delete roles' });
    expect((lacking as HTMLInputElement).disabled).toBe(true);
    expect(document.getElementById(lacking.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ONLY_OWN);
    expect((screen.getByRole('checkbox', { name: 'Rename and change roles' }) as HTMLInputElement).disabled).toBe(false);
    cleanup();

    renderWith({ kind: 'everything' }, <PermissionMatrixInput canRead canAssign />, 'roles');
    expect(((await screen.findByRole('checkbox', { name: 'Delete roles' })) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText(ONLY_OWN)).toBeNull();
  });
});
