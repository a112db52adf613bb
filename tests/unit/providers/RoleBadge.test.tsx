// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../../src/i18n/en';

const i18n = polyglotI18nProvider(() => en, 'en');
vi.mock('react-admin', () => ({ useTranslate: () => i18n.translate }));

const { RoleBadge } = await import('../../../src/layout/access/RoleBadge');

afterEach(cleanup);

const roles = [
  { id: 9, name: 'Viewer' },
  { id: 4, name: 'Department Lead' },
];

describe('RoleBadge (spec §6)', () => {
  it('firm_admin: the synthetic Firm Admin role first, the others as +N', () => {
    render(<RoleBadge userType="firm_admin" roles={roles} />);
    expect(screen.getByText('Firm Admin')).toBeTruthy();
    expect(screen.getByLabelText('+2: Department Lead, Viewer')).toBeTruthy();
  });

  it('others: the lowest id is the main role, the rest listed on hover', async () => {
    render(<RoleBadge userType="multi_company_manager" roles={roles} />);
    expect(screen.getByText('Department Lead')).toBeTruthy();
    const more = screen.getByText('+1');
    fireEvent.mouseOver(more);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Viewer');
  });

  it('a single role has no +N; no role shows nothing', () => {
    const { container, rerender } = render(<RoleBadge userType="tenant_specific" roles={[roles[0]]} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
    rerender(<RoleBadge userType="tenant_specific" roles={[]} />);
    expect(container.textContent).toBe('');
  });
});
