// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toHttpError } from '../../../../src/api/apiError';
import { ReasonDialog } from '../../../../src/layout/dialogs/ReasonDialog';
import { renderInAdmin } from '../../../support/renderInAdmin';

const refused = (body: unknown) => toHttpError({ response: new Response(null, { status: 422 }), body });

const renderDialog = (props: Partial<Parameters<typeof ReasonDialog>[0]>) => {
  const onClose = vi.fn();
  renderInAdmin(
    <ReasonDialog
      open
      onClose={onClose}
      title="Reject bill INV-7 from Emirates Post"
      message="Reject this bill?"
      consequences={['The bill cannot be paid.']}
      label="resources.bills.fields.rejection_reason"
      requiredMessage="resources.bills.validation.reason"
      confirmLabel="Reject bill"
      onConfirm={() => Promise.resolve()}
      successNotice={{ notice: 'bill_rejected', args: { number: 'INV-7', vendor: 'Emirates Post', amount: 'AED 10.00' } }}
      {...props}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Reject bill INV-7 from Emirates Post' }) };
};

afterEach(cleanup);

describe('ReasonDialog: every decision with a reason', () => {
  it('asks the question, lists the consequences and confirms with a red verb', () => {
    const { dialog } = renderDialog({});
    expect(within(dialog).getByText('Reject this bill?')).toBeTruthy();
    expect(within(within(dialog).getByRole('list')).getByText('The bill cannot be paid.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reject bill' }).className).toMatch(/containedError/);
  });

  it('sends nothing without a reason and says so on the field', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { dialog } = renderDialog({ onConfirm });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject bill' }));
    await waitFor(() => expect(within(dialog).getByText('Write the reason.')).toBeTruthy());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason, then closes', async () => {
    const onConfirm = vi.fn((reason: string) => Promise.resolve(reason));
    const { dialog, onClose } = renderDialog({ onConfirm });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why it is rejected/ }), { target: { value: '  Wrong vendor.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject bill' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('Wrong vendor.');
  });

  it('puts the API’s 422 on `reason` on the field, and keeps the dialog open', async () => {
    const onConfirm = vi.fn(() => Promise.reject(refused({ message: 'Invalid', errors: { reason: ['Say why the bill is rejected.'] } })));
    const { dialog, onClose } = renderDialog({ onConfirm });
    const field = within(dialog).getByRole('textbox', { name: /Why it is rejected/ });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject bill' }));
    await waitFor(() => expect(within(dialog).getByText('Say why the bill is rejected.')).toBeTruthy());
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renames the API’s field to `reason` (a resolution’s `note`)', async () => {
    const onConfirm = vi.fn(() => Promise.reject(refused({ message: 'Invalid', errors: { note: ['Write a note.'] } })));
    const { dialog } = renderDialog({
      onConfirm,
      renameFields: (errors) =>
        Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'note' ? 'reason' : field, message])),
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why it is rejected/ }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject bill' }));
    await waitFor(() => expect(within(dialog).getByText('Write a note.')).toBeTruthy());
  });
});
