// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, TextInput } from 'react-admin';
import { useState } from 'react';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router';
import { LeavePageGuard } from '../../../../src/layout/forms/LeavePageGuard';
import { requestLeave } from '../../../../src/layout/forms/askBeforeLeaving';
import { renderInAdmin } from '../../../support/renderInAdmin';

afterEach(cleanup);

const Path = () => <output aria-label="path">{useLocation().pathname}</output>;

/** A Cancel that leaves by code, marked as the app's are (PersonInvite). */
const CancelToPeople = () => {
  const navigate = useNavigate();
  return (
    <button type="button" data-leave-to="/people" onClick={() => navigate('/people')}>
      Cancel
    </button>
  );
};

/** Leaving by code, as Ctrl+K's Enter does. */
const JumpToReports = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => requestLeave(() => navigate('/reports'))}>
      Jump
    </button>
  );
};

/** A form shown in place whose Cancel empties it (two-step verification's). */
const InPlaceForm = () => {
  const [open, setOpen] = useState(true);
  return open ? (
    <Form onSubmit={() => undefined}>
      <LeavePageGuard what="the set-up" />
      <TextInput source="code" label="Code" />
      <button type="button" data-discards-input onClick={() => setOpen(false)}>
        Stop
      </button>
    </Form>
  ) : (
    <p>Closed</p>
  );
};

/** A page with a settings form and a sidebar link, as the shell has them. */
function renderPage(locale: 'en' | 'ar' = 'en') {
  renderInAdmin(
    <MemoryRouter>
      <Form onSubmit={() => undefined}>
        <LeavePageGuard what="Company information" />
        <TextInput source="legal_name" label="Legal name" />
        <CancelToPeople />
      </Form>
      <nav>
        <Link to="/expenses">Expenses</Link>
      </nav>
      <JumpToReports />
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

  it('a leave by code (requestLeave) asks too, and goes on Discard changes; unchanged, it goes at once', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Jump' }));
    await waitFor(() => expect(path()).toBe('/reports'));
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Acme Typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jump' }));
    await screen.findByRole('dialog', { name: 'Discard your changes to Company information?' });
    expect(path()).toBe('/reports');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(path()).toBe('/reports'));
  });

  it('closing the tab asks only while something is typed', () => {
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'Acme Typed' } });
    expect(unload()).toBe(true);
  });
});

describe('a form shown in place asks before its Cancel (data-discards-input) empties it', () => {
  it('Keep editing keeps the code, Discard changes does what Cancel does', async () => {
    renderInAdmin(
      <MemoryRouter>
        <InPlaceForm />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByRole('dialog', { name: 'Discard your changes to the set-up?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Code')).toHaveProperty('value', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await screen.findByText('Closed');
  });
});
