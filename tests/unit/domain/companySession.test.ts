import { describe, expect, it } from 'vitest';
import {
  sameKindListPath,
  CHOOSE_COMPANY_PATH,
  companySwitchTarget,
  isActiveCompanyMissing,
  preferredCompanyId,
  resolveCompanyActivation,
  showsCompanySelector,
} from '../../../src/domain/companySession';

const A = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const B = '9a8b7c6d-0000-4c55-9d0a-2d7d1c6f0a22';
const GONE = 'deadbeef-0000-4000-8000-000000000000';
const companies = [{ id: A }, { id: B }];

describe('preferredCompanyId', () => {
  it('takes the active_subtenant_id cookie first', () => {
    expect(preferredCompanyId({ cookie: A, defaultCompanyId: B, lastActiveCompanyId: GONE })).toBe(A);
  });

  it('then the default company', () => {
    expect(preferredCompanyId({ cookie: null, defaultCompanyId: B, lastActiveCompanyId: GONE })).toBe(B);
    expect(preferredCompanyId({ cookie: '', defaultCompanyId: B, lastActiveCompanyId: GONE })).toBe(B);
  });

  it('then the last active company', () => {
    expect(preferredCompanyId({ lastActiveCompanyId: GONE })).toBe(GONE);
  });

  it('is null when nothing is stored', () => {
    expect(preferredCompanyId({})).toBeNull();
    expect(preferredCompanyId({ cookie: ' ', defaultCompanyId: null, lastActiveCompanyId: undefined })).toBeNull();
  });
});

describe('resolveCompanyActivation', () => {
  it('activates the first assigned company for tenant_specific, whatever is stored', () => {
    expect(resolveCompanyActivation({ userType: 'tenant_specific', preferredCompanyId: B, companies })).toEqual({
      kind: 'activate',
      companyId: A,
    });
    expect(resolveCompanyActivation({ userType: 'tenant_specific', preferredCompanyId: null, companies })).toEqual({
      kind: 'activate',
      companyId: A,
    });
  });

  it('reports a tenant_specific user without a company as not assigned', () => {
    expect(resolveCompanyActivation({ userType: 'tenant_specific', preferredCompanyId: A, companies: [] })).toEqual({
      kind: 'not_assigned',
    });
  });

  it('activates the chosen company for the other user types', () => {
    for (const userType of ['firm_admin', 'multi_company_manager'] as const) {
      expect(resolveCompanyActivation({ userType, preferredCompanyId: B, companies })).toEqual({
        kind: 'activate',
        companyId: B,
      });
    }
  });

  it('sends the other user types to choose a company when none is stored', () => {
    expect(resolveCompanyActivation({ userType: 'firm_admin', preferredCompanyId: null, companies })).toEqual({
      kind: 'choose_company',
      clearCompanyId: null,
    });
    expect(CHOOSE_COMPANY_PATH).toBe('/organizations');
  });

  it('clears a stored company that is missing from the list', () => {
    expect(resolveCompanyActivation({ userType: 'multi_company_manager', preferredCompanyId: GONE, companies })).toEqual({
      kind: 'choose_company',
      clearCompanyId: GONE,
    });
  });

  it('never makes a manager with no companies not_assigned', () => {
    expect(resolveCompanyActivation({ userType: 'multi_company_manager', preferredCompanyId: null, companies: [] }).kind).toBe(
      'choose_company',
    );
  });
});

describe('isActiveCompanyMissing', () => {
  it('is true only for a set company absent from the list', () => {
    expect(isActiveCompanyMissing(GONE, companies)).toBe(true);
    expect(isActiveCompanyMissing(A, companies)).toBe(false);
    expect(isActiveCompanyMissing(null, companies)).toBe(false);
    expect(isActiveCompanyMissing(A, [])).toBe(true);
  });
});

describe('showsCompanySelector', () => {
  it('shows for every user type except tenant_specific', () => {
    expect(showsCompanySelector('firm_admin')).toBe(true);
    expect(showsCompanySelector('multi_company_manager')).toBe(true);
    expect(showsCompanySelector('tenant_specific')).toBe(false);
    expect(showsCompanySelector(undefined)).toBe(false);
  });
});

describe('companySwitchTarget (issue 10.4)', () => {
  it('lands on a safe redirectTo, normalised', () => {
    expect(companySwitchTarget({ redirectTo: '/cards?page=2', hadActiveCompany: false })).toBe('/cards?page=2');
    expect(companySwitchTarget({ redirectTo: '/a/../cards', hadActiveCompany: true })).toBe('/cards');
  });

  it('a first company without redirectTo lands on the dashboard, not back on /organizations', () => {
    expect(companySwitchTarget({ redirectTo: null, hadActiveCompany: false })).toBe('/');
    expect(companySwitchTarget({ redirectTo: '//evil.example', hadActiveCompany: false })).toBe('/');
  });

  it('a switch from an active company reloads the same page', () => {
    expect(companySwitchTarget({ redirectTo: undefined, hadActiveCompany: true })).toBeNull();
  });
});

describe('sameKindListPath (issue 21 item 8)', () => {
  const lists = ['/cards', '/people', '/settings/departments', '/settings/roles'];

  it('leads from a record page to the list of the same kind', () => {
    expect(sameKindListPath('/cards/overview/12', lists)).toBe('/cards');
    expect(sameKindListPath('/people/expenses/7', lists)).toBe('/people');
    expect(sameKindListPath('/settings/departments/edit/3', lists)).toBe('/settings/departments');
  });

  it('keeps any other page (null): a list itself, a page below no list', () => {
    expect(sameKindListPath('/cards', lists)).toBeNull();
    expect(sameKindListPath('/cardsx/1', lists)).toBeNull();
    expect(sameKindListPath('/my-account', lists)).toBeNull();
  });

  it('takes the longest list the page lies below', () => {
    expect(sameKindListPath('/settings/roles/edit/2', ['/settings', '/settings/roles'])).toBe('/settings/roles');
  });
});
