// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ConfirmDialog } from '../../../../src/layout/dialogs/ConfirmDialog';
import { PublicLayout } from '../../../../src/layout/PublicLayout';

const renderDialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]>) =>
  render(
    <MemoryRouter>
      <PublicLayout>
        <ConfirmDialog
          open
          onClose={() => undefined}
          title="Remove Omar Khalil"
          message="Are you sure you want to remove this member?"
          confirmLabel="Remove member"
          onConfirm={() => Promise.resolve()}
          {...props}
        />
      </PublicLayout>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('ConfirmDialog as a destructive confirmation', () => {
  it('is named after its object and lists the consequences below the question', () => {
    renderDialog({ consequences: ['3 cards will be terminated.', 'Balance on the cards: USD 3,615.72.'] });
    const dialog = screen.getByRole('dialog', { name: 'Remove Omar Khalil' });
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['3 cards will be terminated.', 'Balance on the cards: USD 3,615.72.']);
    expect(within(dialog).getByRole('button', { name: 'Remove member' }).className).toMatch(/containedError/);
  });

  it('keeps Confirm disabled while the consequences are counted; a reversible action is not red', () => {
    renderDialog({ consequencesLoading: true, destructive: false, confirmLabel: 'Freeze card' });
    const confirm = screen.getByRole('button', { name: 'Freeze card' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(confirm.className).toMatch(/containedPrimary/);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
