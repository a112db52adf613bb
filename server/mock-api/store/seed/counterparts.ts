import { ibanFor } from '../../../../src/domain/uaeIdentifiers.ts';
import type { StoredCounterpart } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

type SeedCounterpart = { name: string; legal_name: string; domain: string; bank: string; bankCode: string; terms: number; address: string };

/** Vendors a UAE company pays: suppliers, utilities, landlords, services. */
const COUNTERPARTS: readonly SeedCounterpart[] = [
  {
    name: 'Gulf Office Supplies',
    legal_name: 'Gulf Office Supplies Trading LLC',
    domain: 'gulfoffice.ae',
    bank: 'Emirates NBD',
    bankCode: '026',
    terms: 30,
    address: 'Al Quoz Industrial 3, Dubai',
  },
  {
    name: 'DEWA',
    legal_name: 'Dubai Electricity and Water Authority',
    domain: 'dewa.gov.ae',
    bank: 'Emirates NBD',
    bankCode: '026',
    terms: 15,
    address: 'Umm Ramool, Dubai',
  },
  {
    name: 'Emirates Facility Services',
    legal_name: 'Emirates Facility Services LLC',
    domain: 'efs.ae',
    bank: 'Mashreq',
    bankCode: '033',
    terms: 45,
    address: 'Mussafah M-10, Abu Dhabi',
  },
  {
    name: 'Al Futtaim Motors',
    legal_name: 'Al-Futtaim Motors Company LLC',
    domain: 'alfuttaim.ae',
    bank: 'HSBC Middle East',
    bankCode: '020',
    terms: 30,
    address: 'Festival City, Dubai',
  },
  {
    name: 'Sharjah Print House',
    legal_name: 'Sharjah Print House FZE',
    domain: 'shjprint.ae',
    bank: 'Sharjah Islamic Bank',
    bankCode: '041',
    terms: 60,
    address: 'SAIF Zone, Sharjah',
  },
  {
    name: 'Desert IT Solutions',
    legal_name: 'Desert IT Solutions DMCC',
    domain: 'desertit.ae',
    bank: 'ADCB',
    bankCode: '030',
    terms: 30,
    address: 'Cluster X, JLT, Dubai',
  },
  {
    name: 'Bay Square Properties',
    legal_name: 'Bay Square Properties LLC',
    domain: 'baysquare.ae',
    bank: 'First Abu Dhabi Bank',
    bankCode: '035',
    terms: 0,
    address: 'Business Bay, Dubai',
  },
  {
    name: 'Salik Fleet Services',
    legal_name: 'Salik Fleet Services LLC',
    domain: 'salikfleet.ae',
    bank: 'RAKBANK',
    bankCode: '040',
    terms: 7,
    address: 'Al Garhoud, Dubai',
  },
];

/** Acme has all eight (one on hold, one archived), Nile Foods Trading none, the others a few. */
const COUNTERPARTS_PER_FIXED_COMPANY = [COUNTERPARTS.length, 4, 3, 3, 2, 3, 0];

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The counterparts of every company, each with a valid TRN and IBAN (one per company and vendor)
 * and owned by the company's first active member. Draws nothing from the faker.
 */
export function seedCounterparts(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const count = COUNTERPARTS_PER_FIXED_COMPANY[companyIndex] ?? 2;
    const owner = ctx.db.members.find((member) => member.company_id === company.id && member.status === 'active');
    COUNTERPARTS.slice(0, count).forEach((vendor, index) => {
      const row: StoredCounterpart = {
        id: ctx.nextId('counterparts'),
        company_id: company.id,
        name: vendor.name,
        legal_name: vendor.legal_name,
        trn: `100${pad(companyIndex, 4)}${pad(index + 1, 5)}003`,
        emails: [`accounts@${vendor.domain}`],
        phone: `+971 4 ${pad(300 + index, 3)} ${pad(1000 + companyIndex * 10 + index, 4)}`,
        address: vendor.address,
        iban: ibanFor('AE', `${vendor.bankCode}${pad(companyIndex, 6)}${pad(index + 1, 10)}`),
        bank_name: vendor.bank,
        payment_terms_days: vendor.terms,
        default_category_id: null,
        is_on_hold: companyIndex === 0 && vendor.name === 'Sharjah Print House',
        owner_id: owner?.id ?? null,
        status: companyIndex === 0 && vendor.name === 'Salik Fleet Services' ? 'archived' : 'active',
        created_at: daysAgo(ctx, 250 - index * 11),
      };
      ctx.db.counterparts.push(row);
    });
  });
}
