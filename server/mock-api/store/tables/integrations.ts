/**
 * The accounting connection: a company's connection, its consent screens and what the connected system holds (the mock plays the provider).
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];

/** A company's accounting connection (one row per company once it has had one; none: never connected). */
type IntegrationConnectionShape = Schemas['IntegrationConnection'];
type IntegrationConsentShape = Omit<Schemas['IntegrationConsent'], 'company_name' | 'reads' | 'writes'>;
export interface StoredIntegration extends IntegrationConnectionShape {
  company_id: string;
}

/** A consent screen shown to a user (the mock plays the provider); allowed once, before it expires. */
export interface StoredIntegrationConsent extends IntegrationConsentShape {
  company_id: string;
  used: boolean;
}

/** A GL account as the connected system lists it. */
export type ProviderAccount = { code: string; name: string; type: Schemas['GlAccountType']; active: boolean };
/** A tax rate as the connected system lists it. */
export type ProviderTaxRate = { name: string; rate: number; type: Schemas['TaxRateType']; active: boolean };
/** A vendor (contact) as the connected system lists it. */
export type ProviderVendor = {
  name: string;
  legal_name: string | null;
  trn: string | null;
  emails: string[];
  phone: string | null;
  address: string | null;
  iban: string | null;
  bank_name: string | null;
  payment_terms_days: number;
};

/** What the connected system holds for a company (the mock plays the provider): deterministic, seeded. */
export interface StoredProviderDataset {
  company_id: string;
  provider: Schemas['IntegrationProvider'];
  organisation_name: string;
  accounts: readonly ProviderAccount[];
  taxRates: readonly ProviderTaxRate[];
  vendors: readonly ProviderVendor[];
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface IntegrationTables {
  integrations: StoredIntegration[];
  integrationConsents: StoredIntegrationConsent[];
  providerDatasets: StoredProviderDataset[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): IntegrationTables {
  return {
    integrations: [],
    integrationConsents: [],
    providerDatasets: [],
  };
}
