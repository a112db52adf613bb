import type { Country } from '../types.ts';
import type { SeedContext } from './seedContext.ts';

const COUNTRY_ROWS: [code: string, name: string][] = [
  ['AE', 'United Arab Emirates'],
  ['SA', 'Saudi Arabia'],
  ['QA', 'Qatar'],
  ['KW', 'Kuwait'],
  ['BH', 'Bahrain'],
  ['OM', 'Oman'],
  ['EG', 'Egypt'],
  ['JO', 'Jordan'],
  ['LB', 'Lebanon'],
  ['IN', 'India'],
  ['PK', 'Pakistan'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['NL', 'Netherlands'],
  ['SG', 'Singapore'],
  ['TR', 'Türkiye'],
];

/** Seeds countries (AE first: the default country) and returns AE's id. */
export function seedCountries(ctx: SeedContext): number {
  for (const [code, display_name] of COUNTRY_ROWS) {
    ctx.db.countries.push({ id: ctx.nextId('countries'), code, display_name } satisfies Country);
  }
  return ctx.db.countries[0].id;
}

/**
 * The firm-wide deny list: moving money from a company straight to a card is an action the
 * firm has switched off, and changing a card's currency is blocked at the API.
 */
export const SEEDED_DENY_LIST = {
  api: { update_card_currency: true },
  action: { transfer_from_company_to_card: true },
};

export function seedDenyList(ctx: SeedContext): void {
  ctx.db.denyList = structuredClone(SEEDED_DENY_LIST);
}
