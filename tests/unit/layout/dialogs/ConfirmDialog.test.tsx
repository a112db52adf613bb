// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../src/layout/dialogs/ConfirmDialog';
import { PublicLayout } from '../../../../src/layout/PublicLayout';
import { useDialogOpen } from '../../../../src/layout/navigation/useOpenUntilNavigation';

const QUESTION = 'Are you sure you want to delete this department?';

const Harness = ({ onConfirm, successMessage }: { onConfirm: () => Promise<unknown>; successMessage?: string }) => {
  const [open, setOpen] = useDialogOpen();
  const opened = useRef(false);
  useEffect(() => {
    // Opened once, like a click on Delete; the owner's useDialogOpen closes it on navigation.
    if (opened.current) return;
    opened.current = true;
    setOpen(true);
  }, [setOpen]);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/elsewhere')}>Go elsewhere</button>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} message={QUESTION} onConfirm={onConfirm} successMessage={successMessage} />
    </>
  );
};

function renderDialog(onConfirm: () => Promise<unknown>, successMessage?: string) {
  render(
    <MemoryRouter initialEntries={['/settings/departments']}>
      <PublicLayout>
        <Harness onConfirm={onConfirm} successMessage={successMessage} />
      </PublicLayout>
    </MemoryRouter>,
  );
}

const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ConfirmDialog', () => {
  it('runs the action, closes 100 ms later and shows the success message 100 ms after that', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderDialog(onConfirm, 'The department was deleted.');
    expect(screen.getByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await flush();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('dialog open')).toBeTruthy();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(screen.queryByText('The department was deleted.')).toBeNull();

    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('The department was deleted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('The department was deleted.')).toBeNull();
  });

  it('keeps the dialog open with the error when the action fails, buttons usable again', async () => {
    renderDialog(async () => {
      throw new Error('This department still has cards.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await flush();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('This department still has cards.')).toBeTruthy();
    expect(screen.getByText('dialog open')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes on navigation without running the action', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderDialog(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere', hidden: true }));
    await flush();
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
