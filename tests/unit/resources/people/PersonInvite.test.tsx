// @vitest-environment jsdom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext, HttpError, testDataProvider, type DataProvider } from 'react-admin';
import PersonInvite from '../../../../src/resources/people/PersonInvite';
import { i18nProvider, loadAdminTexts } from '../../../../src/providers/i18nProvider';

afterEach(cleanup);
// The app's provider carries the admin's English once the admin has loaded it (as Root does).
beforeAll(loadAdminTexts);

const TAKEN = 'The email has already been taken.';

function renderInvite(create: DataProvider['create']) {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [{ id: 4, name: 'Marketing' }], total: 1 }) as never,
    create,
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <PersonInvite />
      </AdminContext>
    </MemoryRouter>,
  );
}

async function fillAndSend(email: string) {
  fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: ' Lina ' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Saleh' } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
}

describe('PersonInvite (react-admin Create, labels from resources.people.fields)', () => {
  it("puts the API's 422 on the Email field and sends nothing else", async () => {
    const create = vi.fn(async () => {
      throw new HttpError(TAKEN, 422, { message: TAKEN, errors: { email: TAKEN } });
    });
    renderInvite(create as never);
    await fillAndSend('used@example.com');
    expect(await screen.findByText(TAKEN)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('invites with trimmed names and no department', async () => {
    const create = vi.fn(async () => ({ data: { id: 12 } }));
    renderInvite(create as never);
    await fillAndSend(' lina@example.com ');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      'people',
      expect.objectContaining({
        data: { first_name: 'Lina', last_name: 'Saleh', email: 'lina@example.com', department_id: null, branch_id: null },
      }),
    );
  });
});
