import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import type { IntegrationImportKind, IntegrationProvider } from '../../../domain/contractLists';

type Schemas = components['schemas'];
export type IntegrationConnection = Schemas['IntegrationConnection'];
export type IntegrationConsent = Schemas['IntegrationConsent'];
export type IntegrationImportResult = Schemas['IntegrationImportResult'];
export type CategoryMapping = Schemas['CategoryMapping'];
export type CategoryMappingList = Schemas['CategoryMappingList'];

/** The accounting connection of the active company (`/integration`): connect, disconnect, imports, category mapping. */
export const integrationsMethods = {
  async getIntegration(): Promise<IntegrationConnection> {
    return (await unwrap(apiClient.GET('/api/admin/integration'))).data;
  },

  /** The provider's consent screen; 409 when another provider holds the company. */
  async requestIntegrationConsent(provider: IntegrationProvider): Promise<IntegrationConsent> {
    return (await unwrap(apiClient.POST('/api/admin/integration/consent', { body: { provider } }))).data;
  },

  /** Allows a consent: the company is connected. */
  async connectIntegration(consentId: string): Promise<IntegrationConnection> {
    return (await unwrap(apiClient.POST('/api/admin/integration/connect', { body: { consent_id: consentId } }))).data;
  },

  async disconnectIntegration(): Promise<IntegrationConnection> {
    return (await unwrap(apiClient.POST('/api/admin/integration/disconnect'))).data;
  },

  async importFromIntegration(kind: IntegrationImportKind): Promise<IntegrationImportResult> {
    return (await unwrap(apiClient.POST('/api/admin/integration/imports', { body: { kind } }))).data;
  },

  async getCategoryMappings(): Promise<CategoryMappingList> {
    return unwrap(apiClient.GET('/api/admin/integration/category-mappings'));
  },

  /** 404 for another company's category; 422 on `gl_account_id` for an account that is not an active one of the company. */
  async mapCategory(categoryId: number, glAccountId: number): Promise<CategoryMapping> {
    const body = await unwrap(
      apiClient.PUT('/api/admin/integration/category-mappings/{id}', {
        params: { path: { id: String(categoryId) } },
        body: { gl_account_id: glAccountId },
      }),
    );
    return body.data;
  },
};
