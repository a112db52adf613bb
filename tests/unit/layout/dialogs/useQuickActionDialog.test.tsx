// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useQuickActionDialog } from '../../../../src/layout/dialogs/useQuickActionDialog';

const Page = () => {
  const dialog = useQuickActionDialog('create');
  const location = useLocation();
  return (
    <>
      <p>URL {`${location.pathname}${location.search}`}</p>
      <p>{dialog.open ? 'Form open' : 'Form closed'}</p>
      <button onClick={dialog.close}>Close</button>
      <button onClick={dialog.show}>New</button>
    </>
  );
};

function openAt(url: string) {
  const router = createMemoryRouter([{ path: '/tags', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useQuickActionDialog: ?action= is a command that opens the dialog and leaves the URL', () => {
  afterEach(cleanup);

  it('opens the dialog and drops the parameter at once, keeping the others, without a history entry', async () => {
    const router = openAt('/tags?filter=%7B%22q%22%3A%22x%22%7D&action=create');
    expect(screen.getByText('Form open')).toBeTruthy();
    expect(await screen.findByText('URL /tags?filter=%7B%22q%22%3A%22x%22%7D')).toBeTruthy();
    expect(screen.getByText('Form open')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => screen.getByText('Close').click());
    expect(screen.getByText('Form closed')).toBeTruthy();
  });

  it('another action does not open it, and its parameter stays', async () => {
    openAt('/tags?action=import');
    expect(screen.getByText('Form closed')).toBeTruthy();
    expect(screen.getByText('URL /tags?action=import')).toBeTruthy();
  });

  it('a chip used again while the page is open opens it again', async () => {
    const router = openAt('/tags?action=create');
    await screen.findByText('URL /tags');
    act(() => screen.getByText('Close').click());
    expect(screen.getByText('Form closed')).toBeTruthy();
    await act(async () => router.navigate('/tags?action=create'));
    expect(await screen.findByText('Form open')).toBeTruthy();
    expect(await screen.findByText('URL /tags')).toBeTruthy();
  });
});
