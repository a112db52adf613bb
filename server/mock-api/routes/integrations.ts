import type { components } from '../../../src/api/schema.d.ts';
import {
  INTEGRATION_READS,
  INTEGRATION_WRITES,
  isMapped,
  MANAGE_INTEGRATIONS,
  mappingOrder,
  READ_INTEGRATIONS,
  unmappedCount,
} from '../../../src/domain/integrations.ts';
import {
  askIntegrationConsent,
  connectIntegration,
  disconnectIntegration,
  importFromIntegration,
  mapCategoryToAccount,
} from '../actions/integrations.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { connectionOf, presentConnection as present } from '../policy/integrations.ts';
import type { MockDatabase, StoredCategory } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];

const PATH = '/api/admin/integration';

function presentMapping(db: MockDatabase, category: StoredCategory, active: ReadonlySet<number>): Schemas['CategoryMapping'] {
  const parent = category.parent_id === null ? undefined : db.categories.find((row) => row.id === category.parent_id);
  const account = category.gl_account_id === null ? undefined : db.glAccounts.find((row) => row.id === category.gl_account_id);
  return {
    category_id: category.id,
    name: category.name,
    code: category.code,
    parent_name: parent?.name ?? null,
    status: category.status,
    gl_account_id: category.gl_account_id,
    gl_account_code: account?.code ?? null,
    gl_account_name: account?.name ?? null,
    is_mapped: isMapped(category, active),
  };
}

const activeAccountIds = (db: MockDatabase, companyId: string): ReadonlySet<number> =>
  new Set(db.glAccounts.filter((row) => row.company_id === companyId && row.status === 'active').map((row) => row.id));

/**
 * The company's accounting connection (`/integration`): read under `read integrations`; connect
 * (consent, then connect), disconnect, imports and the category mapping under `manage integrations`.
 * The mock plays the provider: its consent screen and its data (`db.providerDatasets`). The writes are
 * `actions/integrations.ts`.
 */
export const registerIntegrationRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const { db, company } = requirePermission(req, READ_INTEGRATIONS);
    res.json({ data: present(connectionOf(db, company.id)) });
  });

  router.post(`${PATH}/consent`, (req, res) => {
    const scope = requirePermission(req, MANAGE_INTEGRATIONS);
    const { provider } = req.body as Schemas['IntegrationConsentRequest'];
    const { company_id: _companyId, used: _used, ...consent } = askIntegrationConsent(actorOf(req, scope), provider);
    res.json({ data: { ...consent, company_name: scope.company.name, reads: [...INTEGRATION_READS], writes: [...INTEGRATION_WRITES] } });
  });

  router.post(`${PATH}/connect`, (req, res) => {
    const actor = actorOf(req, requirePermission(req, MANAGE_INTEGRATIONS));
    res.json({ data: present(connectIntegration(actor, (req.body as Schemas['IntegrationConnect']).consent_id)) });
  });

  router.post(`${PATH}/disconnect`, (req, res) => {
    res.json({ data: present(disconnectIntegration(actorOf(req, requirePermission(req, MANAGE_INTEGRATIONS)))) });
  });

  router.post(`${PATH}/imports`, (req, res) => {
    const actor = actorOf(req, requirePermission(req, MANAGE_INTEGRATIONS));
    res.json({ data: importFromIntegration(actor, (req.body as Schemas['IntegrationImportRequest']).kind) });
  });

  router.get(`${PATH}/category-mappings`, (req, res) => {
    const { db, company } = requirePermission(req, READ_INTEGRATIONS);
    const active = activeAccountIds(db, company.id);
    const mappings = db.categories.filter((row) => row.company_id === company.id).map((row) => presentMapping(db, row, active));
    const ordered = mappingOrder(mappings, active);
    res.json({ data: ordered, meta: { total: ordered.length, unmapped: unmappedCount(ordered, active) } });
  });

  router.put(`${PATH}/category-mappings/:id`, (req, res) => {
    const scope = requirePermission(req, MANAGE_INTEGRATIONS);
    const { gl_account_id: accountId } = req.body as Schemas['CategoryMappingWrite'];
    const category = mapCategoryToAccount(actorOf(req, scope), String(req.params.id), accountId);
    res.json({ data: presentMapping(scope.db, category, activeAccountIds(scope.db, scope.company.id)) });
  });
};
