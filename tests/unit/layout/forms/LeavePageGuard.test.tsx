// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, TextInput } from 'react-admin';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { LeavePageGuard } from '../../../../src/layout/forms/LeavePageGuard';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

const Path = () => <output aria-label="path">{useLocation().pathname}</output>;

/** A page with a settings form and a sidebar link, as the shell has them. */
function renderPage(locale: 'en' | 'ar' = 'en') {
  renderInAdmin(
    <MemoryRouter>
      <Form onSubmit={() => undefined}>
        <LeavePageGuard what="Company information" />
        <TextInput source="legal_name" label="Legal name" />
        <button type="button" data-leave-to="/people">
          Cancel
        </button>
      </Form>
      <nav>
        <Link to="/expenses">Expenses</Link>
      </nav>
      <Path />
    </MemoryRouter>,
    { locale },
  );
}

const path = () => screen.getByRole('status', { name: 'path', hidden: true }).textContent;

describe('a form on a page asks before a link leaves its unsaved input', () => {
  it('leaves at once when nothing was typed', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Expenses' }));
    await waitFor(() => expect(path()).toBe('/expenses'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks, naming what is lost; Keep editing stays with the text, Discard changes follows the link', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Acme Typed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Expenses' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes to Company information?' });
    expect(path()).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Legal name')).toHaveProperty('value', 'Acme Typed');
    expect(question).toBeDefined();

    fireEvent.click(screen.getByRole('link', { name: 'Expenses' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(path()).toBe('/expenses'));
  });

  it('a button naming data-leave-to (a Cancel) asks too, in Arabic', async () => {
    renderPage('ar');
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Acme Typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'هل تريد تجاهل تغييراتك على Company information؟' });
    fireEvent.click(screen.getByRole('button', { name: 'تجاهل التغييرات' }));
    await waitFor(() => expect(path()).toBe('/people'));
  });
});
