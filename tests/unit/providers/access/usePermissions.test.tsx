// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useCanAccess, type AuthProvider } from 'react-admin';
import { PERMISSION_RESOURCE } from '../../../../src/providers/access/accessRules';
import { usePermission, usePermissions } from '../../../../src/providers/access/usePermissions';
import { permissionsAuthProvider, renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

const Several = ({ names }: { names: string[] }) => {
  const { isPending, isPermitted } = usePermissions(names);
  return <p>{isPending ? 'checking' : names.map((name) => `${name}: ${isPermitted(name) ? 'yes' : 'no'}`).join('; ')}</p>;
};

const One = ({ name }: { name: string }) => <p>{`${name}: ${usePermission(name) ? 'yes' : 'no'}`}</p>;

/** react-admin's own question for the same permission, beside ours. */
const ReactAdminAsks = ({ name }: { name: string }) => {
  const { canAccess, isPending } = useCanAccess({ resource: PERMISSION_RESOURCE, action: name });
  return <p>{isPending ? 'react-admin checking' : `react-admin ${name}: ${canAccess ? 'yes' : 'no'}`}</p>;
};

describe('usePermissions: the one "may the user do X?" hook, on react-admin’s canAccess', () => {
  it('answers each named permission from the authProvider (roles, deny list), none while checking', async () => {
    renderInAdmin(<Several names={['pay bills', 'approve bills']} />, { permissions: ['pay bills'] });
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('pay bills: yes; approve bills: no')).toBeTruthy();
  });

  it('usePermission: false until allowed', async () => {
    renderInAdmin(<One name="read departments" />, { permissions: ['read departments'] });
    expect(screen.getByText('read departments: no')).toBeTruthy();
    expect(await screen.findByText('read departments: yes')).toBeTruthy();
  });

  it('shares react-admin’s cache: one question to the authProvider for ours and useCanAccess', async () => {
    const canAccess = vi.fn<NonNullable<AuthProvider['canAccess']>>(async ({ action }) => action === 'pay bills');
    renderInAdmin(
      <>
        <ReactAdminAsks name="pay bills" />
        <Several names={['pay bills']} />
        <One name="pay bills" />
      </>,
      { authProvider: { ...permissionsAuthProvider([]), canAccess } },
    );
    expect(await screen.findByText('react-admin pay bills: yes')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('pay bills: yes')).toHaveLength(2));
    expect(canAccess.mock.calls.filter(([params]) => params.action === 'pay bills')).toHaveLength(1);
  });

  it('a refused or failed answer is a no', async () => {
    const canAccess = vi.fn<NonNullable<AuthProvider['canAccess']>>(async ({ action }) => {
      if (action === 'pay bills') throw new Error('down');
      return false;
    });
    renderInAdmin(<Several names={['pay bills', 'update bills']} />, { authProvider: { ...permissionsAuthProvider([]), canAccess } });
    expect(await screen.findByText('pay bills: no; update bills: no')).toBeTruthy();
  });
});
