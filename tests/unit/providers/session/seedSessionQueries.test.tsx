// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, useAuthenticated, usePermissions, type AuthProvider } from 'react-admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../../src/providers/queryClient';
import { sessionQueryKey, type SessionState } from '../../../../src/providers/session/sessionBootstrap';
import { COMPANIES_QUERY_KEY, seedSessionQueries } from '../../../../src/providers/session/seedSessionQueries';

import { useCompanies } from '../../../../src/layout/company-switcher/useCompanies';

/** The API's answer to `GET sub-tenants`, counted (the client looks `fetch` up on every call). */
const companiesCalls = () => {
  const answered = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ data: [{ id: 'c-9', name: 'Asked again LLC' }] }));
  return () => answered.mock.calls.filter(([request]) => String((request as Request).url ?? request).includes('/sub-tenants')).length;
};

const roles = [{ id: 'r-1', name: 'Finance Manager', permissions: ['read expenses'] }];
const companies = [{ id: 'c-1', name: 'Acme Trading LLC' }];
const readySession = { kind: 'ready', activeCompanyId: 'c-1', companies, user: { id: 'u-1', roles } } as unknown as SessionState;

const CompanyNames = () => {
  const { data } = useCompanies();
  return <p>{data ? data.map((company) => company.name).join(', ') : 'loading'}</p>;
};

const authProvider = (): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => roles),
});

/** What a page under `<Admin requireAuth>` asks first: checkAuth (useAuthenticated) and the permissions. */
const FirstRender = () => {
  const auth = useAuthenticated();
  const { permissions, isPending } = usePermissions();
  return <p>{`auth pending: ${auth.isPending}; permissions pending: ${isPending}; roles: ${permissions?.length}`}</p>;
};

describe('the session’s answers written where react-admin reads them', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('lets react-admin render signed in with the roles on its first pass, without asking the authProvider', () => {
    seedSessionQueries(readySession);
    const provider = authProvider();
    render(
      <AdminContext authProvider={provider} queryClient={queryClient}>
        <FirstRender />
      </AdminContext>,
    );
    expect(screen.getByText('auth pending: false; permissions pending: false; roles: 1')).toBeTruthy();
    expect(provider.checkAuth).not.toHaveBeenCalled();
    expect(provider.getPermissions).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueryKey)).toBe(readySession);
  });

  it('says nothing of checkAuth without an active company, and never replaces an answer already there', () => {
    seedSessionQueries({ kind: 'choose_company', user: readySession.user, companies: [] } as unknown as SessionState);
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ kind: 'choose_company' });
    queryClient.setQueryData(['auth', 'getPermissions', {}], ['asked before']);
    seedSessionQueries(readySession);
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toEqual(['asked before']);
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ kind: 'choose_company' });
  });

  it('keeps checkAuth and canAccess answers for the session: a list mounting later does not ask again', () => {
    const checkAuth = queryClient.getQueryDefaults(['auth', 'checkAuth', {}]);
    const canAccess = queryClient.getQueryDefaults(['auth', 'canAccess', { action: 'list', resource: 'bills' }]);
    expect(checkAuth.staleTime).toBe(Infinity);
    expect(canAccess.staleTime).toBe(Infinity);
  });

  it('gives the company list the session loaded to its first reader (the header), without asking for it again', async () => {
    const asked = companiesCalls();
    seedSessionQueries(readySession);
    render(
      <QueryClientProvider client={queryClient}>
        <CompanyNames />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Acme Trading LLC')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toBe(0);
    expect(screen.getByText('Acme Trading LLC')).toBeTruthy();
  });

  it('asks for the company list as before when the session did not load it, and keeps a list already there', async () => {
    const asked = companiesCalls();
    seedSessionQueries({ kind: 'not_assigned', user: readySession.user } as unknown as SessionState);
    render(
      <QueryClientProvider client={queryClient}>
        <CompanyNames />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Asked again LLC')).toBeTruthy();
    expect(asked()).toBe(1);
    seedSessionQueries(readySession);
    expect(queryClient.getQueryData(COMPANIES_QUERY_KEY)).toEqual([{ id: 'c-9', name: 'Asked again LLC' }]);
  });
});
