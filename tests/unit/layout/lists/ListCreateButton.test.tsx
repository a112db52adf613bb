// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListCreateButton } from '../../../../src/layout/lists/ListCreateButton';
import { permissionsAuthProvider, renderInAdmin } from '../../../support/renderInAdmin';

/** An authProvider whose access answer waits until the test gives it. */
function pendingAccess() {
  let answer: (allowed: boolean) => void = () => undefined;
  const authProvider = {
    ...permissionsAuthProvider([]),
    canAccess: () => new Promise<boolean>((resolve) => (answer = resolve)),
  };
  return { authProvider, answer: (allowed: boolean) => answer(allowed) };
}

describe('ListCreateButton', () => {
  afterEach(cleanup);

  it('keeps its place hidden and out of reach while access is checked, then shows to who may create', async () => {
    const access = pendingAccess();
    const onClick = vi.fn();
    renderInAdmin(<ListCreateButton resource="expenses" label="spendboard.expenses.create.button" onClick={onClick} />, {
      authProvider: access.authProvider,
    });
    const reserved = await screen.findByText('New expense');
    expect(reserved.closest('button')).toHaveProperty('disabled', true);
    expect(reserved.closest('button')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'New expense' })).toBeNull();
    await act(async () => access.answer(true));
    const button = await screen.findByRole('button', { name: 'New expense' });
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is gone for who may not create', async () => {
    const access = pendingAccess();
    renderInAdmin(<ListCreateButton resource="bills" label="resources.bills.create" onClick={() => undefined} />, {
      authProvider: access.authProvider,
    });
    await screen.findByText('New bill');
    await act(async () => access.answer(false));
    await vi.waitFor(() => expect(screen.queryByText('New bill')).toBeNull());
  });
});
