import type { IntegrationProvider } from '../../../../src/domain/contractLists.ts';
import { INTEGRATION_PROVIDERS } from '../../../../src/domain/contractLists.ts';
import { ibanFor } from '../../../../src/domain/uaeIdentifiers.ts';
import type { ProviderAccount, ProviderTaxRate, ProviderVendor, StoredIntegration, StoredProviderDataset } from '../types.ts';
import { SEEDED_ACCOUNTS, userByEmail } from './accounts.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** How each provider names an organisation (company file) in the mock. */
const ORGANISATION_SUFFIX: Record<IntegrationProvider, string> = {
  xero: 'Xero organisation',
  quickbooks_online: 'QuickBooks company',
  zoho_books: 'Zoho Books organisation',
  netsuite: 'NetSuite subsidiary',
  odoo: 'Odoo company',
};

/**
 * The chart of accounts every provider lists (codes as the seeded chart's): most are the same, one
 * is renamed (updated), two are new (created), one is listed twice, one is inactive, one has an
 * invalid code, card clearing is a liability there (a default account: its type stays), office
 * equipment an expense (a type change: refused under a lock date).
 */
const ACCOUNTS: readonly ProviderAccount[] = [
  { code: '1000', name: 'Bank – Emirates NBD current account', type: 'asset', active: true },
  { code: '1300', name: 'Card clearing', type: 'liability', active: true },
  { code: '1500', name: 'Office equipment', type: 'expense', active: true },
  { code: '2000', name: 'Accounts payable', type: 'liability', active: true },
  { code: '6100', name: 'Travel and accommodation', type: 'expense', active: true },
  { code: '6400', name: 'Software and cloud subscriptions', type: 'expense', active: true },
  { code: '6950', name: 'Bank charges', type: 'expense', active: true },
  { code: '6950', name: 'Bank charges (duplicate)', type: 'expense', active: true },
  { code: '7000', name: 'Depreciation', type: 'expense', active: true },
  { code: '6990', name: 'Suspense (old)', type: 'expense', active: false },
  { code: '61 00', name: 'Travel (typo)', type: 'expense', active: true },
];

/** The tax rates every provider lists: the three UAE rates, two new ones and an inactive one. */
const TAX_RATES: readonly ProviderTaxRate[] = [
  { name: 'UAE VAT 5%', rate: 5, type: 'standard', active: true },
  { name: 'Zero-rated 0%', rate: 0, type: 'zero_rated', active: true },
  { name: 'Exempt', rate: 0, type: 'exempt', active: true },
  { name: 'Reverse charge 5%', rate: 5, type: 'standard', active: true },
  { name: 'Out of scope', rate: 0, type: 'exempt', active: true },
  { name: 'Old VAT (inactive)', rate: 5, type: 'standard', active: false },
];

/** New vendors of each provider (created on the first vendor import). */
const NEW_VENDORS: Record<IntegrationProvider, readonly { name: string; domain: string; bankCode: string; terms: number }[]> = {
  xero: [
    { name: 'Al Noor Stationery', domain: 'alnoorstationery.ae', bankCode: '026', terms: 30 },
    { name: 'Blue Wave Logistics', domain: 'bluewave.ae', bankCode: '033', terms: 45 },
  ],
  quickbooks_online: [
    { name: 'Falcon Catering Services', domain: 'falconcatering.ae', bankCode: '035', terms: 15 },
    { name: 'Creek Courier', domain: 'creekcourier.ae', bankCode: '030', terms: 30 },
  ],
  zoho_books: [
    { name: 'Palm Cleaning Co', domain: 'palmcleaning.ae', bankCode: '040', terms: 30 },
    { name: 'Mirdif Print Works', domain: 'mirdifprint.ae', bankCode: '041', terms: 60 },
  ],
  netsuite: [
    { name: 'Jumeirah Travel Desk', domain: 'jtdesk.ae', bankCode: '020', terms: 30 },
    { name: 'Hatta Water Supply', domain: 'hattawater.ae', bankCode: '026', terms: 7 },
  ],
  odoo: [
    { name: 'Corniche IT Services', domain: 'cornicheit.ae', bankCode: '035', terms: 30 },
    { name: 'Dune Security Services', domain: 'dunesecurity.ae', bankCode: '033', terms: 30 },
  ],
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The vendors a provider lists for a company: its first counterpart with new contact details
 * (updated), its second one as it is (unchanged), two new vendors with valid TRNs (created; the
 * second listed twice), one without a TRN and one with an invalid TRN (skipped).
 */
function vendorsOf(ctx: SeedContext, companyId: string, companyIndex: number, provider: IntegrationProvider): ProviderVendor[] {
  const providerIndex = INTEGRATION_PROVIDERS.indexOf(provider);
  const known = ctx.db.counterparts.filter((row) => row.company_id === companyId).slice(0, 2);
  const matched: ProviderVendor[] = known.map((row, index) => ({
    name: row.name,
    legal_name: row.legal_name,
    trn: row.trn,
    emails: index === 0 ? [`payables@${row.emails[0]?.split('@')[1] ?? 'example.ae'}`] : [...row.emails],
    phone: row.phone,
    address: row.address,
    iban: row.iban,
    bank_name: row.bank_name,
    payment_terms_days: index === 0 ? (row.payment_terms_days === 60 ? 45 : 60) : row.payment_terms_days,
  }));
  const created: ProviderVendor[] = NEW_VENDORS[provider].map((vendor, index) => ({
    name: vendor.name,
    legal_name: `${vendor.name} LLC`,
    trn: `100${pad(companyIndex % 10_000, 4)}9${providerIndex}${pad(index + 1, 5)}7`,
    emails: [`accounts@${vendor.domain}`],
    phone: `+971 4 ${pad(500 + index, 3)} ${pad((companyIndex * 7 + providerIndex * 3 + index) % 10_000, 4)}`,
    address: 'Dubai, United Arab Emirates',
    iban: ibanFor('AE', `${vendor.bankCode}${pad(companyIndex % 1_000_000, 6)}9${pad(providerIndex * 10 + index, 9)}`),
    bank_name: null,
    payment_terms_days: vendor.terms,
  }));
  return [
    ...matched,
    ...created,
    { ...created[1], name: `${created[1].name} (duplicate)` },
    { ...created[0], name: 'Souk Cash Supplier', trn: null, emails: [], iban: null },
    { ...created[0], name: 'Unregistered Trader', trn: '100123', emails: [], iban: null },
  ];
}

/** Gulf Retail's Xero needs attention, Desert Logistics has QuickBooks, Marina Tech disconnected Zoho Books; Acme never connected. */
const SEEDED_CONNECTIONS: readonly { companyIndex: number; provider: IntegrationProvider; status: StoredIntegration['status'] }[] = [
  { companyIndex: 1, provider: 'quickbooks_online', status: 'connected' },
  { companyIndex: 2, provider: 'xero', status: 'needs_attention' },
  { companyIndex: 5, provider: 'zoho_books', status: 'disconnected' },
];

/**
 * What each provider holds for each company and the seeded connections. Draws nothing from the
 * faker (seeded last, so every other seeded row is unchanged).
 */
export function seedIntegrations(ctx: SeedContext): void {
  const admin = userByEmail(ctx, SEEDED_ACCOUNTS.firmAdmin);
  const adminName = `${admin.first_name} ${admin.last_name}`;
  ctx.db.companies.forEach((company, companyIndex) => {
    for (const provider of INTEGRATION_PROVIDERS) {
      const dataset: StoredProviderDataset = {
        company_id: company.id,
        provider,
        organisation_name: `${company.name} (${ORGANISATION_SUFFIX[provider]})`,
        accounts: ACCOUNTS,
        taxRates: TAX_RATES,
        vendors: vendorsOf(ctx, company.id, companyIndex, provider),
      };
      ctx.db.providerDatasets.push(dataset);
    }
  });
  for (const seeded of SEEDED_CONNECTIONS) {
    const company = SEEDED_COMPANIES[seeded.companyIndex];
    const organisation = `${company.name} (${ORGANISATION_SUFFIX[seeded.provider]})`;
    const connectedAt = daysAgo(ctx, 90);
    ctx.db.integrations.push({
      company_id: company.id,
      provider: seeded.provider,
      status: seeded.status,
      status_reason:
        seeded.status === 'needs_attention'
          ? 'The authorisation expired; connect again to resume imports.'
          : seeded.status === 'disconnected'
            ? `Disconnected by ${adminName}.`
            : null,
      organisation_name: seeded.status === 'disconnected' ? null : organisation,
      connected_at: seeded.status === 'disconnected' ? null : connectedAt,
      connected_by: seeded.status === 'disconnected' ? null : adminName,
      last_import_at: seeded.status === 'disconnected' ? null : daysAgo(ctx, 30),
    });
  }
}
