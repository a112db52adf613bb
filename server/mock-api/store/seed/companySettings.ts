import { ibanFor } from '../../../../src/domain/uaeIdentifiers.ts';
import { COMPANY_CURRENCY } from '../companyDefaults.ts';
import { DEFAULT_CARD_SETTINGS } from '../companySettings.ts';
import type { StoredCompany, StoredCompanySettings } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** UAE banks: name, SWIFT/BIC and the 3-digit bank code inside a UAE IBAN. */
const BANKS = [
  ['Emirates NBD', 'EBILAEAD', '026'],
  ['First Abu Dhabi Bank', 'NBADAEAA', '035'],
  ['Abu Dhabi Commercial Bank', 'ADCBAEAA', '030'],
  ['Mashreq', 'BOMLAEAD', '033'],
  ['Dubai Islamic Bank', 'DUIBAEAD', '024'],
] as const;

const FREQUENCIES = ['instant', 'instant', 'daily', 'weekly'] as const;

/** `Acme Trading LLC` → `acme-trading`: the company's web and e-mail domain. */
const domainOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(llc|fze|group)\b/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const legalNameOf = (name: string) => (/\bLLC$/.test(name) ? name.replace(/LLC$/, 'L.L.C.') : `${name} L.L.C.`);

/** A UAE IBAN (AE, check digits, bank code, 16-digit account) that passes the mod-97 check. */
const uaeIban = (bankCode: string, account: string) => ibanFor('AE', `${bankCode}${account.padStart(16, '0')}`);

function buildSettings(ctx: SeedContext, company: StoredCompany): StoredCompanySettings {
  const { faker } = ctx;
  const domain = domainOf(company.name) || 'company';
  const [bankName, swift, bankCode] = faker.helpers.arrayElement(BANKS);
  const accountNumber = faker.string.numeric(13);
  const walletAccount = faker.string.numeric(16);
  const departments = ctx.db.departments.filter((department) => department.company_id === company.id);
  const approvers = departments.find((department) => department.name === 'Finance') ?? departments[0];
  return {
    company_id: company.id,
    company_information: {
      legal_name: legalNameOf(company.name),
      trn: `100${faker.string.numeric(12)}`,
      trade_license_number: `CN-${faker.string.numeric(7)}`,
      trade_license_expiry: daysAgo(ctx, -faker.number.int({ min: 60, max: 700 })).slice(0, 10),
      contact_email: `finance@${domain}.example.com`,
      phone: `+971 4 ${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
      website: `https://www.${domain}.example.com`,
      description: faker.company.catchPhrase(),
    },
    corporate_wallet: {
      wallet_name: `${company.name} wallet`,
      iban: uaeIban(bankCode, walletAccount),
      currency: COMPANY_CURRENCY,
      low_balance_alert_amount: faker.number.int({ min: 5, max: 50 }) * 1000,
    },
    account_information: {
      bank_name: bankName,
      account_holder_name: legalNameOf(company.name),
      account_number: accountNumber,
      iban: uaeIban(bankCode, accountNumber),
      swift_bic: swift,
      currency: COMPANY_CURRENCY,
    },
    transfer_approval_department_id: approvers?.id ?? null,
    expense_notifications: {
      new_expense: ['approvers'],
      pending_expense: ['department_administrators', 'approvers'],
      rejected_expense: ['submitter'],
      frequency: faker.helpers.arrayElement(FREQUENCIES),
    },
    ...DEFAULT_CARD_SETTINGS,
  };
}

/** Settings of every company (company settings page): plausible UAE details, valid TRN and IBANs. */
export function seedCompanySettings(ctx: SeedContext): void {
  for (const company of ctx.db.companies) ctx.db.companySettings.push(buildSettings(ctx, company));
}
