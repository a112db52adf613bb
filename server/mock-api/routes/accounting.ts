import type { Request } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import { ACCOUNTING_SETTINGS_PERMISSIONS, LOCK_ACCOUNTING_PERMISSION } from '../../../src/domain/cataloguePermissions.ts';
import { accountingSettingsOf, DEFAULT_ACCOUNT_FIELDS, setLockDate, updateAccountingSettings } from '../actions/accounting.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import {
  glAccountFields,
  glAccountImportRules,
  glAccountWriteErrors,
  taxRateFields,
  taxRateImportRules,
  taxRateWriteErrors,
} from '../policy/accounting.ts';
import type { MockDatabase, StoredAccountingSettings, StoredGlAccount, StoredTaxRate } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type Schemas = components['schemas'];

const presentGlAccount = ({ company_id: _companyId, ...account }: StoredGlAccount): Schemas['GlAccount'] => account;
const presentTaxRate = ({ company_id: _companyId, ...rate }: StoredTaxRate): Schemas['TaxRate'] => rate;
const presentSettings = ({ company_id: _companyId, ...settings }: StoredAccountingSettings): Schemas['AccountingSettings'] => settings;

/** '2 categories' (and 'the default accounts') use a GL account: it cannot be deleted. */
function glAccountUsedBy(db: MockDatabase, account: StoredGlAccount): string[] {
  const categories = db.categories.filter(
    (category) => category.company_id === account.company_id && category.gl_account_id === account.id,
  );
  const settings = db.accountingSettings.find((row) => row.company_id === account.company_id);
  return [
    ...(categories.length > 0 ? [`${categories.length} ${categories.length === 1 ? 'category' : 'categories'}`] : []),
    ...(settings && DEFAULT_ACCOUNT_FIELDS.some((field) => settings[field] === account.id) ? ['the default accounts'] : []),
  ];
}

/** A default account must stay active (the default accounts take active accounts only). */
function glAccountNeededActiveBy(db: MockDatabase, account: StoredGlAccount): string[] {
  const settings = db.accountingSettings.find((row) => row.company_id === account.company_id);
  return settings && DEFAULT_ACCOUNT_FIELDS.some((field) => settings[field] === account.id) ? ['a default account'] : [];
}

function taxRateUsedBy(db: MockDatabase, rate: StoredTaxRate): string[] {
  const count = db.categories.filter((category) => category.company_id === rate.company_id && category.tax_rate_id === rate.id).length;
  return count > 0 ? [`${count} ${count === 1 ? 'category' : 'categories'}`] : [];
}

/** The actor under `permission` and the company's accounting settings. */
function settingsOf(req: Request, permission: string) {
  const actor = actorOf(req, requirePermission(req, permission));
  return { actor, row: accountingSettingsOf(actor) };
}

/**
 * Accounting settings: the chart of accounts and the tax rates (two catalogues read under
 * `read accounting`, changed under `update accounting settings`), the default accounts and sync
 * options (`update accounting settings`) and the lock date (`lock accounting`).
 */
export const registerAccountingRoutes: RegisterRoutes = (router) => {
  registerCatalogueRoutes<StoredGlAccount, Schemas['GlAccountWrite'], Schemas['GlAccount']>(router, {
    path: '/api/admin/accounting/gl-accounts',
    noun: 'GL account',
    permissionNoun: 'accounting',
    permissions: ACCOUNTING_SETTINGS_PERMISSIONS,
    rows: (db) => db.glAccounts,
    present: presentGlAccount,
    searchIn: (row) => [row.code, row.name],
    defaultOrder: [{ field: 'code', descending: false }],
    exactFilters: ['status', 'type'],
    writeErrors: glAccountWriteErrors,
    importRules: glAccountImportRules,
    newRow: (body, base) => ({ ...base, ...glAccountFields(body) }),
    applyWrite: (row, body) => Object.assign(row, glAccountFields(body)),
    usedBy: glAccountUsedBy,
    archiveBlockedBy: glAccountNeededActiveBy,
  });

  registerCatalogueRoutes<StoredTaxRate, Schemas['TaxRateWrite'], Schemas['TaxRate']>(router, {
    path: '/api/admin/accounting/tax-rates',
    noun: 'tax rate',
    permissionNoun: 'accounting',
    permissions: ACCOUNTING_SETTINGS_PERMISSIONS,
    rows: (db) => db.taxRates,
    present: presentTaxRate,
    searchIn: (row) => [row.name],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status', 'type'],
    writeErrors: taxRateWriteErrors,
    importRules: taxRateImportRules,
    newRow: (body, base) => ({ ...base, ...taxRateFields(body) }),
    applyWrite: (row, body) => Object.assign(row, taxRateFields(body)),
    usedBy: taxRateUsedBy,
  });

  router.get('/api/admin/accounting/settings', (req, res) => {
    res.json({ data: presentSettings(settingsOf(req, ACCOUNTING_SETTINGS_PERMISSIONS.read).row) });
  });

  router.put('/api/admin/accounting/settings', (req, res) => {
    const { actor, row } = settingsOf(req, ACCOUNTING_SETTINGS_PERMISSIONS.update);
    updateAccountingSettings(actor, row, req.body as Schemas['AccountingSettingsWrite']);
    res.json({ data: presentSettings(row) });
  });

  router.put('/api/admin/accounting/lock-date', (req, res) => {
    const { actor, row } = settingsOf(req, LOCK_ACCOUNTING_PERMISSION);
    setLockDate(actor, row, (req.body as Schemas['AccountingLockWrite']).lock_date);
    res.json({ data: presentSettings(row) });
  });
};
