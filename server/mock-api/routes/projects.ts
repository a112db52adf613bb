import type { Project, ProjectWrite } from '../../../src/api/schema.d.ts';
import { projectFields, projectImportRules, projectScope, projectWriteErrors } from '../policy/projects.ts';
import type { StoredProject } from '../store/types.ts';
import { projectUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentProject = ({ company_id: _companyId, ...project }: StoredProject): Project => project;

/** The company's projects (a catalogue): `… projects` permissions; codes unique in the company. */
export const registerProjectRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredProject, ProjectWrite, Project>(router, {
    path: '/api/admin/projects',
    noun: 'project',
    usedBy: projectUses,
    permissionNoun: 'projects',
    rows: (db) => db.projects,
    present: presentProject,
    searchIn: (row) => [row.name, row.code],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status', 'currency'],
    writeErrors: (rows, body, existing, scope) => projectWriteErrors(rows, body, projectScope(scope), existing),
    importRules: (rows, scope) => projectImportRules(rows, projectScope(scope)),
    newRow: (body, base) => ({ ...base, ...projectFields(body) }),
    applyWrite: (row, body) => Object.assign(row, projectFields(body)),
  });
