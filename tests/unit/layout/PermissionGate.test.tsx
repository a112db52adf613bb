// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { PermissionGate } from '../../../src/layout/access/PermissionGate';
import { renderInAdmin } from '../renderInAdmin';

const canAccess = vi.fn<AuthProvider['canAccess'] & object>();
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: (params) => canAccess(params),
};

afterEach(() => {
  cleanup();
  canAccess.mockReset();
});

const gate = (gating: 'hide' | 'show_warning') =>
  renderInAdmin(
    <PermissionGate permission="read card details" gating={gating}>
      <p>Card details</p>
    </PermissionGate>,
    { authProvider },
  );

const never = () => new Promise<boolean>(() => undefined);

describe('PermissionGate (spec §6 gating types)', () => {
  it('asks canAccess for the named permission', async () => {
    canAccess.mockImplementation(never);
    gate('hide');
    await waitFor(() => expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'permissions', action: 'read card details' })));
  });

  it('renders nothing while the permissions load, whatever the gating', async () => {
    canAccess.mockImplementation(never);
    const { container } = gate('show_warning');
    await waitFor(() => expect(canAccess).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('renders the content when allowed', async () => {
    canAccess.mockResolvedValue(true);
    gate('show_warning');
    expect(await screen.findByText('Card details')).toBeTruthy();
  });

  it('hide: renders nothing when denied', async () => {
    canAccess.mockResolvedValue(false);
    const { container } = gate('hide');
    await waitFor(() => expect(canAccess).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('show_warning: the Access Restricted screen naming the action', async () => {
    canAccess.mockResolvedValue(false);
    gate('show_warning');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to read card details. Please contact your administrator for access."),
    ).toBeTruthy();
    expect(screen.queryByText('Card details')).toBeNull();
  });
});
