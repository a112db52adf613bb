// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { RoleBadge } from '../../../../src/layout/access/RoleBadge';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

const roles = [
  { id: 9, name: 'Viewer' },
  { id: 4, name: 'Department Lead' },
];

describe('RoleBadge (spec §6)', () => {
  it('firm_admin: the synthetic Firm Admin role first, the others as +N', () => {
    renderInAdmin(<RoleBadge userType="firm_admin" roles={roles} />);
    expect(screen.getByText('Firm Admin')).toBeTruthy();
    expect(screen.getByLabelText('+2: Department Lead, Viewer')).toBeTruthy();
  });

  it('others: the lowest id is the main role, the rest listed on hover', async () => {
    renderInAdmin(<RoleBadge userType="multi_company_manager" roles={roles} />);
    expect(screen.getByText('Department Lead')).toBeTruthy();
    const more = screen.getByText('+1');
    fireEvent.mouseOver(more);
    expect((await screen.findByRole('tooltip')).textContent).toContain('Viewer');
  });

  it('a single role has no +N; no role shows nothing', () => {
    const { unmount } = renderInAdmin(<RoleBadge userType="tenant_specific" roles={[roles[0]]} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
    unmount();
    const empty = renderInAdmin(<RoleBadge userType="tenant_specific" roles={[]} />);
    expect(empty.container.textContent).toBe('');
  });
});
