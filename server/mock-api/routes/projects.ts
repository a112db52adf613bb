import type { Project, ProjectWrite } from '../../../src/api/schema.d.ts';
import { projectFields, projectImportRules, projectScope, projectWriteErrors } from '../policy/projects.ts';
import type { MockDatabase, StoredProject } from '../store/types.ts';
import { projectUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** A project as the API answers it, with its owner's e-mail and departments' names (the CSV export writes them). */
const presentProject = ({ company_id: companyId, ...project }: StoredProject, db: MockDatabase): Project => ({
  ...project,
  owner_email: db.members.find((member) => member.id === project.owner_id && member.company_id === companyId)?.email ?? null,
  department_names: project.department_ids.flatMap(
    (id) => db.departments.find((department) => department.id === id && department.company_id === companyId)?.name ?? [],
  ),
});

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
    importRules: (rows, scope) => projectImportRules(rows, scope),
    newRow: (body, base) => ({ ...base, ...projectFields(body) }),
    applyWrite: (row, body) => Object.assign(row, projectFields(body)),
  });
