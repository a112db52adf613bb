// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../../src/i18n/en';

const i18n = polyglotI18nProvider(() => en, 'en');
const access = vi.fn<() => { isPending: boolean; canAccess?: boolean; error?: unknown }>();
const asked = vi.fn();
vi.mock('react-admin', () => ({
  useTranslate: () => i18n.translate,
  useCanAccess: (params: unknown) => {
    asked(params);
    return access();
  },
}));

const { PermissionGate } = await import('../../../src/layout/access/PermissionGate');

afterEach(() => {
  cleanup();
  access.mockReset();
});

const gate = (gating: 'hide' | 'show_warning') =>
  render(
    <PermissionGate permission="read card details" gating={gating}>
      <p>Card details</p>
    </PermissionGate>,
  );

describe('PermissionGate (spec §6 gating types)', () => {
  it('asks canAccess for the named permission', () => {
    access.mockReturnValue({ isPending: true });
    gate('hide');
    expect(asked).toHaveBeenCalledWith({ resource: 'permissions', action: 'read card details' });
  });

  it('renders nothing while the permissions load, whatever the gating', () => {
    access.mockReturnValue({ isPending: true });
    gate('show_warning');
    expect(document.body.textContent).toBe('');
  });

  it('renders the content when allowed', () => {
    access.mockReturnValue({ isPending: false, canAccess: true });
    gate('show_warning');
    expect(screen.getByText('Card details')).toBeTruthy();
  });

  it('hide: renders nothing when denied', () => {
    access.mockReturnValue({ isPending: false, canAccess: false });
    gate('hide');
    expect(document.body.textContent).toBe('');
  });

  it('show_warning: the Access Restricted screen naming the action', () => {
    access.mockReturnValue({ isPending: false, canAccess: false });
    gate('show_warning');
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to read card details. Please contact your administrator for access."),
    ).toBeTruthy();
    expect(screen.queryByText('Card details')).toBeNull();
  });
});
