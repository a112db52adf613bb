// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { useDialogOpen } from '../../../../src/layout/navigation/useOpenUntilNavigation';
import { RightDrawer, RightDrawerProvider, useRightDrawer } from '../../../../src/layout/drawer/RightDrawer';

afterEach(cleanup);

const Probe = () => {
  const [open, setOpen] = useDialogOpen();
  const drawer = useRightDrawer();
  const navigate = useNavigate();
  return (
    <>
      <p>dialog {open ? 'open' : 'closed'}</p>
      <button onClick={() => setOpen(true)}>open dialog</button>
      <button onClick={() => drawer.open('filters')}>open drawer</button>
      <button onClick={() => navigate('/elsewhere')}>navigate</button>
      <button onClick={() => navigate('/start')}>back</button>
      <RightDrawer id="filters" title="Filters">
        drawer body
      </RightDrawer>
    </>
  );
};

describe('dialogs and the right drawer close on a path change', () => {
  it('closes both, and does not reopen when coming back', async () => {
    render(
      <MemoryRouter initialEntries={['/start']}>
        <RightDrawerProvider>
          <Probe />
        </RightDrawerProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('open dialog'));
    fireEvent.click(screen.getByText('open drawer'));
    expect(screen.getByText('dialog open')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();

    act(() => fireEvent.click(screen.getByText('navigate')));
    expect(screen.getByText('dialog closed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('drawer body')).toBeNull());

    act(() => fireEvent.click(screen.getByText('back')));
    expect(screen.getByText('dialog closed')).toBeTruthy();
  });
});
