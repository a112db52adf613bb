import { COMPANY_PLANS } from '../../../../src/domain/contractLists.ts';
import { COMPANY_CURRENCY, COMPANY_FUNDS } from '../companyDefaults.ts';
import type { CardOnboardingStatus, CompanySettings, StoredCompany } from '../types.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

/** Card-services state of a company; `not_enabled` means is_stripe_enabled 0. */
export type CardServicesState = 'not_enabled' | CardOnboardingStatus;

/** The fixed companies every scale starts with; tests and docs may rely on them. */
export const SEEDED_COMPANIES = [
  { id: '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11', name: 'Acme Trading LLC', cardServices: 'completed', city: 'Dubai' },
  { id: '8b2d4e6f-1a3c-4e5f-9b7d-0c2e4f6a8b01', name: 'Desert Logistics FZE', cardServices: 'pending', city: 'Jebel Ali' },
  { id: 'c4e6a8b0-2d4f-4a6c-8e0b-1d3f5a7c9e02', name: 'Gulf Retail Group', cardServices: 'in_review', city: 'Abu Dhabi' },
  { id: '5a7c9e1b-3d5f-4b7d-9f1a-2c4e6a8c0e03', name: 'Falcon Ventures', cardServices: 'rejected', city: 'Sharjah' },
  { id: 'e0b2d4f6-4a6c-4e8a-a0c2-3e5a7c9e1a04', name: 'Oasis Hospitality', cardServices: 'not_enabled', city: 'Ras Al Khaimah' },
  { id: '7d9f1b3d-5b7d-4f9b-b1d3-4f6b8d0f2b05', name: 'Marina Tech Labs', cardServices: 'completed', city: 'Dubai' },
  { id: '2c4e6a8c-6c8e-4a0c-82e4-5a7c9e1b3d06', name: 'Nile Foods Trading', cardServices: 'pending', city: 'Ajman' },
] as const satisfies readonly { id: string; name: string; cardServices: CardServicesState; city: string }[];

/** Companies whose config turns the dark theme off (the switch is hidden); every other one offers it. */
export const DARK_MODE_OFF_COMPANY_IDS: ReadonlySet<string> = new Set(['8b2d4e6f-1a3c-4e5f-9b7d-0c2e4f6a8b01']);

export const LARGE_SCALE_EXTRA_COMPANIES = 300;
const CARD_SERVICES_CYCLE: CardServicesState[] = ['completed', 'completed', 'pending', 'in_review', 'rejected', 'not_enabled'];

export function companySettingsFor(state: CardServicesState, companyId: string): CompanySettings {
  const enabled = state !== 'not_enabled';
  return {
    is_stripe_enabled: enabled ? 1 : 0,
    stripe_onboarding_status: enabled ? state : null,
    onboarding_link: enabled && state !== 'completed' ? `https://connect.stripe.example.com/setup/${companyId.slice(0, 8)}` : null,
    support_admin_emails: ['support@spendboard.example.com'],
  };
}

export function seedCompanies(ctx: SeedContext): void {
  for (const company of SEEDED_COMPANIES) {
    ctx.db.companies.push(buildCompany(ctx, company.id, company.name, company.cardServices, company.city));
  }
  if (ctx.scale !== 'large') return;
  for (let index = 0; index < LARGE_SCALE_EXTRA_COMPANIES; index += 1) {
    const name = `${ctx.faker.company.name()} ${index + 1}`;
    const state = CARD_SERVICES_CYCLE[index % CARD_SERVICES_CYCLE.length];
    ctx.db.companies.push(buildCompany(ctx, ctx.faker.string.uuid(), name, state, ctx.faker.location.city()));
  }
}

/** A plan from the id (no faker draw): the fixed companies get a mix of the three. */
function planOf(id: string): StoredCompany['plan'] {
  return COMPANY_PLANS[Number.parseInt(id.slice(0, 2), 16) % COMPANY_PLANS.length];
}

function buildCompany(ctx: SeedContext, id: string, name: string, state: CardServicesState, city: string): StoredCompany {
  const { faker } = ctx;
  return {
    id,
    name,
    address: {
      line1: `${faker.location.buildingNumber()} ${faker.location.street()}`,
      line2: faker.datatype.boolean() ? `Office ${faker.number.int({ min: 101, max: 2400 })}` : null,
      city,
      postal_code: null,
      country_code: 'AE',
    },
    is_compliance_done: state === 'completed',
    dark_mode_enabled: !DARK_MODE_OFF_COMPANY_IDS.has(id),
    plan: planOf(id),
    settings: companySettingsFor(state, id),
    limit: { mode: 'balance', amount: COMPANY_FUNDS, spent: 0, balance: COMPANY_FUNDS, currency: COMPANY_CURRENCY, inherited_from: null },
    created_at: randomDateTime(ctx, 900, 400),
  };
}
