import { randomUUID } from 'node:crypto';
import type { components } from '../../../src/api/schema.d.ts';
import { canImport, connectionConflict, holdsCompany, INTEGRATION_PROVIDER_NAMES } from '../../../src/domain/integrations.ts';
import { findOwned } from '../auth/guards.ts';
import { ApiError, rejectInvalid, validationFailed } from '../http/errors.ts';
import { activeGlAccount } from '../policy/accounting.ts';
import { connectionOf, runIntegrationImport } from '../policy/integrations.ts';
import type { StoredCategory, StoredCompany, StoredIntegration, StoredIntegrationConsent } from '../store/types.ts';
import type { Actor } from './actor.ts';

type Schemas = components['schemas'];

const CONSENT_MINUTES = 10;

/** 409: another provider holds the company. */
function refuseConflict(company: StoredCompany, held: StoredIntegration | undefined, wanted: Schemas['IntegrationProvider']): void {
  const other = held ? connectionConflict(held, wanted) : null;
  if (other === null) return;
  throw new ApiError(
    409,
    `${company.name} is already connected to ${INTEGRATION_PROVIDER_NAMES[other]}; disconnect it before connecting ${INTEGRATION_PROVIDER_NAMES[wanted]}.`,
  );
}

/** The provider's consent screen for the company (409 when another provider holds it): valid ten minutes on the mock's clock, once. */
export function askIntegrationConsent(actor: Actor, provider: Schemas['IntegrationProvider']): StoredIntegrationConsent {
  const { db, company } = actor;
  refuseConflict(company, connectionOf(db, company.id), provider);
  const dataset = db.providerDatasets.find((row) => row.company_id === company.id && row.provider === provider);
  const consent: StoredIntegrationConsent = {
    consent_id: randomUUID(),
    provider,
    organisation_name: dataset?.organisation_name ?? `${company.name} (${INTEGRATION_PROVIDER_NAMES[provider]})`,
    expires_at: new Date(actor.store.now().getTime() + CONSENT_MINUTES * 60_000).toISOString(),
    company_id: company.id,
    used: false,
  };
  db.integrationConsents.push(consent);
  return consent;
}

/** Connects the company with a fresh consent (422 for an unknown, used or expired one; 409 when another provider holds it). */
export function connectIntegration(actor: Actor, consentId: string): StoredIntegration | undefined {
  const { db, company, user } = actor;
  const now = actor.store.now();
  const consent = db.integrationConsents.find((row) => row.consent_id === consentId && row.company_id === company.id);
  if (!consent || consent.used || Date.parse(consent.expires_at) < now.getTime()) {
    throw validationFailed({ consent_id: ['This consent is unknown, used or expired; start connecting again.'] });
  }
  const held = connectionOf(db, company.id);
  refuseConflict(company, held, consent.provider);
  consent.used = true;
  const sameProvider = held?.provider === consent.provider;
  const row: StoredIntegration = {
    company_id: company.id,
    provider: consent.provider,
    status: 'connected',
    status_reason: null,
    organisation_name: consent.organisation_name,
    connected_at: now.toISOString(),
    connected_by: `${user.first_name} ${user.last_name}`,
    last_import_at: sameProvider ? (held?.last_import_at ?? null) : null,
  };
  if (held) Object.assign(held, row);
  else db.integrations.push(row);
  return connectionOf(db, company.id);
}

/** Disconnects the company's accounting system (409 when nothing holds it). */
export function disconnectIntegration(actor: Actor): StoredIntegration {
  const { db, company, user } = actor;
  const held = connectionOf(db, company.id);
  if (!held || !holdsCompany(held.status)) throw new ApiError(409, `${company.name} has no accounting connection to disconnect.`);
  Object.assign(held, {
    status: 'disconnected',
    status_reason: `Disconnected by ${user.first_name} ${user.last_name}.`,
    organisation_name: null,
    connected_at: null,
    connected_by: null,
  });
  return held;
}

/** Imports one kind of the provider's data into the company (409 without a connection that can import). */
export function importFromIntegration(actor: Actor, kind: Schemas['IntegrationImportRequest']['kind']): Schemas['IntegrationImportResult'] {
  const { db, company, store } = actor;
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
  const now = store.now().toISOString();
  const rows = runIntegrationImport(kind, dataset, {
    db,
    companyId: company.id,
    lockDate: db.accountingSettings.find((row) => row.company_id === company.id)?.lock_date ?? null,
    nextId: (table) => store.nextId(table),
    now,
  });
  held.last_import_at = now;
  const count = (outcome: Schemas['IntegrationImportOutcome']) => rows.filter((row) => row.outcome === outcome).length;
  return { kind, provider, created: count('created'), updated: count('updated'), skipped: count('skipped'), rows, imported_at: now };
}

/** Maps a category of the company to an active GL account of its chart (422 otherwise). */
export function mapCategoryToAccount(actor: Actor, categoryId: string, accountId: number): StoredCategory {
  const category = findOwned(actor.db.categories, categoryId, actor.company.id);
  if (!activeGlAccount(actor.db, actor.company.id, accountId))
    rejectInvalid({ gl_account_id: ['Choose an active account of the chart of accounts.'] });
  category.gl_account_id = accountId;
  return category;
}
