import { COMPANY_CURRENCY } from './companyDefaults.ts';
import type { MockDatabase, StoredCompanySettings } from './types.ts';

/** The card currency and type a company starts with: new cards are virtual, in the company currency. */
export const DEFAULT_CARD_SETTINGS = { card_currency: COMPANY_CURRENCY, card_type: 'virtual' } as const satisfies Pick<
  StoredCompanySettings,
  'card_currency' | 'card_type'
>;

/** The company's settings row (every seeded company has one). */
export function settingsRowOf(db: MockDatabase, companyId: string): StoredCompanySettings | undefined {
  return db.companySettings.find((row) => row.company_id === companyId);
}

/** The card settings of a company (config, card writes): its saved ones, else the defaults. */
export function cardSettingsOf(db: MockDatabase, companyId: string): Pick<StoredCompanySettings, 'card_currency' | 'card_type'> {
  return settingsRowOf(db, companyId) ?? DEFAULT_CARD_SETTINGS;
}
