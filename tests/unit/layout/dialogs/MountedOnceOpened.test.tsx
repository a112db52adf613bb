// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MountedOnceOpened } from '../../../../src/layout/dialogs/MountedOnceOpened';
import { lazyView } from '../../../../src/layout/navigation/lazyView';

const Dialog = ({ open }: { open: boolean }) => <p>{open ? 'Dialog open' : 'Dialog closing'}</p>;

const lazyDialog = () => lazyView(() => Promise.resolve({ default: Dialog }));

const Page = ({ open, dialog: LazyDialog }: { open: boolean; dialog: ReturnType<typeof lazyDialog> }) => (
  <>
    <p>The list</p>
    <MountedOnceOpened open={open}>
      <LazyDialog open={open} />
    </MountedOnceOpened>
  </>
);

describe('MountedOnceOpened', () => {
  afterEach(cleanup);

  it('renders nothing and fetches nothing before the dialog is first opened', () => {
    const load = vi.fn(() => Promise.resolve({ default: Dialog }));
    render(<Page open={false} dialog={lazyView(load)} />);
    expect(screen.getByText('The list')).toBeTruthy();
    expect(screen.queryByText(/Dialog/)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the page on screen while the chunk arrives, then shows the dialog; stays mounted once closed', async () => {
    const LazyDialog = lazyDialog();
    const { rerender } = render(<Page open={false} dialog={LazyDialog} />);
    rerender(<Page open dialog={LazyDialog} />);
    expect(screen.getByText('The list')).toBeTruthy();
    expect(await screen.findByText('Dialog open')).toBeTruthy();
    rerender(<Page open={false} dialog={LazyDialog} />);
    expect(screen.getByText('Dialog closing')).toBeTruthy();
  });

  it('shows a dialog opened by the link itself (`?action=create`)', async () => {
    render(<Page open dialog={lazyDialog()} />);
    expect(await screen.findByText('Dialog open')).toBeTruthy();
  });
});
