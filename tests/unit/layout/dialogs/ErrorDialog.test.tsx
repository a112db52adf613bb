// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { toHttpError } from '../../../../src/api/apiError';
import { ErrorDialogProvider } from '../../../../src/layout/dialogs/ErrorDialog';
import { useFormSubmit } from '../../../../src/layout/forms/useFormSubmit';
import { PublicLayout } from '../../../../src/layout/PublicLayout';

const failWith = (status: number, body: unknown) => toHttpError({ response: new Response(null, { status }), body });

/** A form-like owner: one button per kind of failure, the field errors it got printed. */
const Harness = () => {
  const submit = useFormSubmit();
  const navigate = useNavigate();
  const [fields, setFields] = useState('none');
  const run = (error: unknown) => async () => setFields(JSON.stringify((await submit(() => Promise.reject(error))) ?? 'none'));
  return (
    <>
      <button onClick={run(failWith(422, { errors: { email: ['Taken.'] } }))}>Invalid</button>
      <button onClick={run(failWith(409, { message: 'The card is terminated.' }))}>Refused</button>
      <button onClick={run(failWith(500, {}))}>Broken</button>
      <button onClick={() => navigate('/elsewhere')}>Go elsewhere</button>
      <p>fields: {fields}</p>
    </>
  );
};

function renderHarness() {
  render(
    <MemoryRouter initialEntries={['/people/create']}>
      <PublicLayout>
        <ErrorDialogProvider>
          <Harness />
        </ErrorDialogProvider>
      </PublicLayout>
    </MemoryRouter>,
  );
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name, hidden: true })));

afterEach(cleanup);

describe('useFormSubmit + ErrorDialog (spec §8)', () => {
  it('returns field errors to the form and opens no dialog', async () => {
    renderHarness();
    await click('Invalid');
    expect(screen.getByText('fields: {"email":"Taken."}')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the error-colour dialog with the API message for any other failure', async () => {
    renderHarness();
    await click('Refused');
    const dialog = screen.getByRole('dialog', { name: 'An Unexpected error has occured' });
    expect(dialog.textContent).toContain('The card is terminated.');
    expect(screen.getByText('fields: "none"')).toBeTruthy();
    await click('OK');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the generic dialog without content when the failure has no message of its own', async () => {
    renderHarness();
    await click('Broken');
    const dialog = screen.getByRole('dialog', { name: 'An Unexpected error has occured' });
    expect(dialog.querySelector('.MuiAlert-root')).toBeNull();
  });

  it('closes on navigation', async () => {
    renderHarness();
    await click('Refused');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await click('Go elsewhere');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
