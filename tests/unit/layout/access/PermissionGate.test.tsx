// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { PermissionGate } from '../../../../src/layout/access/PermissionGate';
import { permissionsAuthProvider, renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

/** An authProvider whose canAccess answers `answer` (a promise that never settles: still checking). */
function authAnswering(answer: () => Promise<boolean>) {
  const canAccess = vi.fn<NonNullable<AuthProvider['canAccess']>>(answer);
  return { authProvider: { ...permissionsAuthProvider([]), canAccess }, canAccess };
}

const gate = (gating: 'hide' | 'show_warning', authProvider: AuthProvider) =>
  renderInAdmin(
    <PermissionGate permission="read card details" gating={gating}>
      <p>Card details</p>
    </PermissionGate>,
    { authProvider },
  );

/** Lets react-admin's access query settle. */
const settled = async (canAccess: ReturnType<typeof vi.fn>) => {
  await waitFor(() => expect(canAccess).toHaveBeenCalled());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
};

describe('PermissionGate (spec §6 gating types)', () => {
  it('asks canAccess for the named permission', async () => {
    const { authProvider, canAccess } = authAnswering(() => new Promise(() => undefined));
    gate('hide', authProvider);
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'permissions', action: 'read card details' })),
    );
  });

  it('renders nothing while the permissions load, whatever the gating', async () => {
    const { authProvider, canAccess } = authAnswering(() => new Promise(() => undefined));
    const { container } = gate('show_warning', authProvider);
    await settled(canAccess);
    expect(container.textContent).toBe('');
  });

  it('renders the content when allowed', async () => {
    gate('show_warning', permissionsAuthProvider(['read card details']));
    expect(await screen.findByText('Card details')).toBeTruthy();
  });

  it('hide: renders nothing when denied', async () => {
    const { authProvider, canAccess } = authAnswering(async () => false);
    const { container } = gate('hide', authProvider);
    await settled(canAccess);
    expect(container.textContent).toBe('');
  });

  it('show_warning: the Access Restricted screen naming the action', async () => {
    gate('show_warning', permissionsAuthProvider([]));
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to read card details. Please contact your administrator for access.")).toBeTruthy();
    expect(screen.queryByText('Card details')).toBeNull();
  });
});
