import type { Branch, BranchWrite } from '../../../src/api/schema.d.ts';
import { branchFields, branchImportRules, branchWriteErrors } from '../policy/branches.ts';
import type { StoredBranch } from '../store/types.ts';
import { branchUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentBranch = ({ company_id: _companyId, ...branch }: StoredBranch): Branch => branch;

/** The company's branches (a catalogue with one default, in the UAE): `… branches` permissions; codes unique. */
export const registerBranchRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredBranch, BranchWrite, Branch>(router, {
    path: '/api/admin/branches',
    noun: 'branch',
    usedBy: branchUses,
    permissionNoun: 'branches',
    rows: (db) => db.branches,
    present: presentBranch,
    searchIn: (row) => [row.name, row.code, row.city],
    defaultOrder: [
      { field: 'is_default', descending: true },
      { field: 'name', descending: false },
    ],
    exactFilters: ['status', 'emirate'],
    writeErrors: (rows, body, existing) => branchWriteErrors(rows, body, existing),
    importRules: branchImportRules,
    newRow: (body, base) => ({ ...base, ...branchFields(body), country_code: 'AE', is_default: false }),
    applyWrite: (row, body) => Object.assign(row, branchFields(body)),
    wantsDefault: (body) => body.is_default === true,
  });
