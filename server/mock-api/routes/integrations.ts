import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.d.ts';
import {
  canImport,
  connectionConflict,
  holdsCompany,
  INTEGRATION_PROVIDER_NAMES,
  INTEGRATION_READS,
  INTEGRATION_WRITES,
  isMapped,
  MANAGE_INTEGRATIONS,
  mappingOrder,
  READ_INTEGRATIONS,
  unmappedCount,
} from '../../../src/domain/integrations.ts';
import { findOwned, requirePermission } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { ApiError, rejectInvalid, validationFailed } from '../http/errors.ts';
import { activeGlAccount } from '../policy/accounting.ts';
import { connectionOf, presentConnection as present, runIntegrationImport } from '../policy/integrations.ts';
import type { MockDatabase, StoredCategory, StoredCompany, StoredIntegration } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];

const PATH = '/api/admin/integration';
const CONSENT_MINUTES = 10;

/** 409: another provider holds the company. */
function conflictOf(company: StoredCompany, held: StoredIntegration | undefined, wanted: Schemas['IntegrationProvider']) {
  const other = held ? connectionConflict(held, wanted) : null;
  if (other === null) return;
  throw new ApiError(
    409,
    `${company.name} is already connected to ${INTEGRATION_PROVIDER_NAMES[other]}; disconnect it before connecting ${INTEGRATION_PROVIDER_NAMES[wanted]}.`,
  );
}

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
 * The mock plays the provider: its consent screen and its data (`db.providerDatasets`).
 */
export const registerIntegrationRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const { db, company } = requirePermission(req, READ_INTEGRATIONS);
    res.json({ data: present(connectionOf(db, company.id)) });
  });

  router.post(`${PATH}/consent`, (req, res) => {
    const { db, company } = requirePermission(req, MANAGE_INTEGRATIONS);
    const { provider } = req.body as Schemas['IntegrationConsentRequest'];
    conflictOf(company, connectionOf(db, company.id), provider);
    const dataset = db.providerDatasets.find((row) => row.company_id === company.id && row.provider === provider);
    const consent = {
      consent_id: randomUUID(),
      provider,
      organisation_name: dataset?.organisation_name ?? `${company.name} (${INTEGRATION_PROVIDER_NAMES[provider]})`,
      expires_at: new Date(Date.now() + CONSENT_MINUTES * 60_000).toISOString(),
    };
    db.integrationConsents.push({ ...consent, company_id: company.id, used: false });
    res.json({ data: { ...consent, company_name: company.name, reads: [...INTEGRATION_READS], writes: [...INTEGRATION_WRITES] } });
  });

  router.post(`${PATH}/connect`, (req, res) => {
    const { db, company, user } = requirePermission(req, MANAGE_INTEGRATIONS);
    const { consent_id: consentId } = req.body as Schemas['IntegrationConnect'];
    const consent = db.integrationConsents.find((row) => row.consent_id === consentId && row.company_id === company.id);
    if (!consent || consent.used || Date.parse(consent.expires_at) < Date.now()) {
      throw validationFailed({ consent_id: ['This consent is unknown, used or expired; start connecting again.'] });
    }
    const held = connectionOf(db, company.id);
    conflictOf(company, held, consent.provider);
    consent.used = true;
    const sameProvider = held?.provider === consent.provider;
    const row: StoredIntegration = {
      company_id: company.id,
      provider: consent.provider,
      status: 'connected',
      status_reason: null,
      organisation_name: consent.organisation_name,
      connected_at: new Date().toISOString(),
      connected_by: `${user.first_name} ${user.last_name}`,
      last_import_at: sameProvider ? (held?.last_import_at ?? null) : null,
    };
    if (held) Object.assign(held, row);
    else db.integrations.push(row);
    res.json({ data: present(connectionOf(db, company.id)) });
  });

  router.post(`${PATH}/disconnect`, (req, res) => {
    const { db, company, user } = requirePermission(req, MANAGE_INTEGRATIONS);
    const held = connectionOf(db, company.id);
    if (!held || !holdsCompany(held.status)) throw new ApiError(409, `${company.name} has no accounting connection to disconnect.`);
    Object.assign(held, {
      status: 'disconnected',
      status_reason: `Disconnected by ${user.first_name} ${user.last_name}.`,
      organisation_name: null,
      connected_at: null,
      connected_by: null,
    });
    res.json({ data: present(held) });
  });

  router.post(`${PATH}/imports`, (req, res) => {
    const { db, company } = requirePermission(req, MANAGE_INTEGRATIONS);
    const { kind } = req.body as Schemas['IntegrationImportRequest'];
    const held = connectionOf(db, company.id);
    if (!held || !canImport(held) || held.provider === null) {
      throw new ApiError(
        409,
        held?.status === 'needs_attention'
          ? `The ${INTEGRATION_PROVIDER_NAMES[held.provider!]} connection needs attention; connect it again before importing.`
          : `${company.name} has no accounting connection; connect one before importing.`,
      );
    }
    const provider = held.provider;
    const dataset = db.providerDatasets.find((row) => row.company_id === company.id && row.provider === provider) ?? {
      company_id: company.id,
      provider,
      organisation_name: held.organisation_name ?? company.name,
      accounts: [],
      taxRates: [],
      vendors: [],
    };
    const { store } = mockContext(req);
    const now = new Date().toISOString();
    const rows = runIntegrationImport(kind, dataset, {
      db,
      companyId: company.id,
      lockDate: db.accountingSettings.find((row) => row.company_id === company.id)?.lock_date ?? null,
      nextId: (table) => store.nextId(table),
      now,
    });
    held.last_import_at = now;
    const count = (outcome: Schemas['IntegrationImportOutcome']) => rows.filter((row) => row.outcome === outcome).length;
    res.json({
      data: { kind, provider, created: count('created'), updated: count('updated'), skipped: count('skipped'), rows, imported_at: now },
    });
  });

  router.get(`${PATH}/category-mappings`, (req, res) => {
    const { db, company } = requirePermission(req, READ_INTEGRATIONS);
    const active = activeAccountIds(db, company.id);
    const mappings = db.categories.filter((row) => row.company_id === company.id).map((row) => presentMapping(db, row, active));
    const ordered = mappingOrder(mappings, active);
    res.json({ data: ordered, meta: { total: ordered.length, unmapped: unmappedCount(ordered, active) } });
  });

  router.put(`${PATH}/category-mappings/:id`, (req, res) => {
    const { db, company } = requirePermission(req, MANAGE_INTEGRATIONS);
    const category = findOwned(db.categories, String(req.params.id), company.id);
    const { gl_account_id: accountId } = req.body as Schemas['CategoryMappingWrite'];
    if (!activeGlAccount(db, company.id, accountId))
      rejectInvalid({ gl_account_id: ['Choose an active account of the chart of accounts.'] });
    category.gl_account_id = accountId;
    res.json({ data: presentMapping(db, category, activeAccountIds(db, company.id)) });
  });
};
