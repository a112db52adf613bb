import { GL_ACCOUNT_TYPES, TAX_RATE_TYPES, type GlAccountType, type TaxRateType } from '../../domain/contractLists';

export const glAccountTypeLabel = (type: GlAccountType) => `resources.gl-accounts.type.${type}`;
export const taxRateTypeLabel = (type: TaxRateType) => `resources.tax-rates.type.${type}`;

export const glAccountTypeChoices = GL_ACCOUNT_TYPES.map((type) => ({ id: type, name: glAccountTypeLabel(type) }));
export const taxRateTypeChoices = TAX_RATE_TYPES.map((type) => ({ id: type, name: taxRateTypeLabel(type) }));

/** A GL account as one option: `6100 · Travel and accommodation`. */
export const glAccountOption = (account: { code: string; name: string }) => `${account.code} · ${account.name}`;
