import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadSession = vi.fn();
const loadDenyList = vi.fn();
const loadCompanyConfig = vi.fn();
vi.mock('../../../../src/providers/session/sessionBootstrap', () => ({ loadSession, sessionQueryKey: ['spendboard', 'session'] }));
vi.mock('../../../../src/providers/access/denyList', () => ({ loadDenyList }));
vi.mock('../../../../src/providers/access/companyConfig', () => ({ loadCompanyConfig }));

const { startAdminData } = await import('../../../../src/providers/session/startAdminData');
const { queryClient } = await import('../../../../src/providers/queryClient');
const { companyConfigQueryKey } = await import('../../../../src/providers/access/useCompanyConfig');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session data started beside the admin chunk', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.clearAllMocks();
    loadDenyList.mockResolvedValue({});
    loadCompanyConfig.mockResolvedValue({ is_compliance_done: true });
  });

  it('asks for the session and the deny list at once, then the active company’s config into the shared cache', async () => {
    const session = { kind: 'ready', activeCompanyId: 'company-1', user: { roles: [{ name: 'Finance Manager' }] } };
    loadSession.mockResolvedValue(session);
    startAdminData();
    expect(loadSession).toHaveBeenCalledTimes(1);
    expect(loadDenyList).toHaveBeenCalledTimes(1);
    await flush();
    expect(loadCompanyConfig).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(companyConfigQueryKey('company-1'))).toEqual({ is_compliance_done: true });
    // The session's answers where the admin reads them first (seedSessionQueries).
    expect(queryClient.getQueryData(['spendboard', 'session'])).toBe(session);
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBe(true);
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toEqual([{ name: 'Finance Manager' }]);
  });

  it('asks for no config without an active company, and leaves a failed session to its readers', async () => {
    loadSession.mockResolvedValueOnce({ kind: 'choose_company' });
    startAdminData();
    loadSession.mockRejectedValueOnce(new Error('me failed'));
    startAdminData();
    await flush();
    expect(loadCompanyConfig).not.toHaveBeenCalled();
    // Without an active company the user is not let in: nothing says checkAuth passed.
    expect(queryClient.getQueryData(['spendboard', 'session'])).toEqual({ kind: 'choose_company' });
    expect(queryClient.getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
  });
});
