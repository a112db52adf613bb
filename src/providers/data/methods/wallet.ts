import type { components, Currency, LimitEntity } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { getActiveCompanyId } from '../../../api/session';

export type WalletSummary = components['schemas']['WalletSummary'];
export type WalletStatement = components['schemas']['WalletStatement'];
export type LimitChainLevel = components['schemas']['LimitChainLevel'];
export type FundingRequest = components['schemas']['FundingRequest'];
export type FundingRequestDecision = components['schemas']['FundingRequestDecision'];
export type WalletConversionCreate = components['schemas']['WalletConversionCreate'];
export type WalletConversionQuote = components['schemas']['WalletConversionQuote'];
export type WalletConversion = components['schemas']['WalletConversion'];

/** Typed dataProvider methods of the company wallet and funding requests beyond CRUD (issue 14). */
export const walletMethods = {
  /** `GET wallet`: balances, pending in and out, the account details and the low-balance alert. */
  async getWallet(): Promise<WalletSummary> {
    return (await unwrap(apiClient.GET('/api/admin/wallet'))).data;
  },

  /** `GET wallet/statements/{month}`: one month of the ledger with its opening and closing balance. */
  async getWalletStatement(month: string, currency?: Currency): Promise<WalletStatement> {
    return (
      await unwrap(
        apiClient.GET('/api/admin/wallet/statements/{month}', { params: { path: { month }, query: currency ? { currency } : {} } }),
      )
    ).data;
  },

  /** `GET wallet/conversions/quote`: what a conversion between two wallet currencies would give, at which rate (nothing moves). */
  async quoteWalletConversion(input: WalletConversionCreate): Promise<WalletConversionQuote> {
    return (await unwrap(apiClient.GET('/api/admin/wallet/conversions/quote', { params: { query: input } }))).data;
  },

  /** `POST wallet/conversions`: converts money of the wallet into another of its currencies at the rate of the day. */
  async convertWalletMoney(input: WalletConversionCreate): Promise<WalletConversion> {
    return (await unwrap(apiClient.POST('/api/admin/wallet/conversions', { body: input }))).data;
  },

  /** `GET limits/{entity}/{id}/chain`: the company, department, person and card above and at a target. */
  async getLimitChain(entity: LimitEntity, id?: string | number): Promise<LimitChainLevel[]> {
    const path = { entity, id: String(entity === 'company' ? (getActiveCompanyId() ?? '') : (id ?? '')) };
    return (await unwrap(apiClient.GET('/api/admin/limits/{entity}/{id}/chain', { params: { path } }))).data;
  },

  /** `POST funding-requests/{id}/status`: approve, decline (with a reason) or withdraw. */
  async decideFundingRequest(id: number, decision: FundingRequestDecision): Promise<FundingRequest> {
    return (
      await unwrap(apiClient.POST('/api/admin/funding-requests/{id}/status', { params: { path: { id: String(id) } }, body: decision }))
    ).data;
  },
};
