// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../../../../src/custom-pages/login/LoginPage';
import { PublicLayout } from '../../../../src/layout/PublicLayout';

const login = vi.fn<(params: { username: string; password: string }) => Promise<void>>();
vi.mock('../../../../src/providers/public/signIn', () => ({
  loadAuthProvider: async () => ({ login: (params: never) => login(params) }),
}));

const CurrentLocation = () => {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
};

function openLogin(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicLayout>
              <LoginPage />
            </PublicLayout>
          }
        />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  login.mockClear();
  localStorage.clear();
});
afterEach(cleanup);

describe('the sign-in page', () => {
  it('asks for Email and Password with labelled fields and a Sign in button', () => {
    openLogin('/login');
    expect(screen.getByRole('heading', { name: 'Sign in to Spendboard' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('says what is missing instead of calling the API', () => {
    openLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the API’s message for bad credentials, and lets the user try again', async () => {
    login.mockImplementation(async () => {
      throw new Error('These credentials do not match our records.');
    });
    openLogin('/login');
    submit('firm.admin@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('These credentials do not match our records.');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });

  it('is busy while signing in', async () => {
    let finish = () => {};
    login.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    openLogin('/login');
    submit('firm.admin@example.com', 'Password123!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true);
    finish();
    expect(await screen.findByText('Now at /')).toBeTruthy();
  });

  it('goes to a safe redirectTo after signing in', async () => {
    login.mockResolvedValue();
    openLogin('/login?redirectTo=%2Fcards%3Fpage%3D2');
    submit('firm.admin@example.com', 'Password123!');
    expect(await screen.findByText('Now at /cards?page=2')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ username: 'firm.admin@example.com', password: 'Password123!' });
  });

  it('ignores an unsafe redirectTo and goes home', async () => {
    login.mockResolvedValue();
    openLogin('/login?redirectTo=%2F%2Fevil.example.com%2Fphish');
    submit('firm.admin@example.com', 'Password123!');
    expect(await screen.findByText('Now at /')).toBeTruthy();
  });

  it('remembers the e-mail when asked (savedAccount) and fills it in next time; unticked, forgets it', async () => {
    login.mockResolvedValue();
    openLogin('/login');
    expect((screen.getByRole('checkbox', { name: 'Remember my e-mail' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my e-mail' }));
    submit('manager@example.com', 'Password123!');
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('savedAccount') ?? 'null')).toEqual({ email: 'manager@example.com' });
    cleanup();

    openLogin('/login');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('manager@example.com');
    expect((screen.getByRole('checkbox', { name: 'Remember my e-mail' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my e-mail' }));
    submit('manager@example.com', 'Password123!');
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(localStorage.getItem('savedAccount')).toBeNull();
  });

  it('a failed sign-in saves nothing', async () => {
    login.mockRejectedValue(new Error('These credentials do not match our records.'));
    openLogin('/login');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my e-mail' }));
    submit('manager@example.com', 'wrong');
    await screen.findByRole('alert');
    expect(localStorage.getItem('savedAccount')).toBeNull();
  });
});
