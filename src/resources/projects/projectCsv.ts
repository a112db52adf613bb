import type { Project } from '../../api/schema';
import type { PROJECT_IMPORT_COLUMNS } from '../../domain/catalogueImportColumns';
import { exportDay } from '../../domain/dates';

/**
 * A project as a row of the catalogue's CSV export, the file its import reads back unchanged: days as
 * DD/MM/YYYY like every export (`exportDay`), the owner by e-mail, the departments by name separated by `;`.
 */
export const projectCsvRow = (project: Project): Record<(typeof PROJECT_IMPORT_COLUMNS)[number], string | number> => ({
  name: project.name,
  code: project.code,
  start_date: exportDay(project.start_date),
  end_date: exportDay(project.end_date),
  budget: project.budget ?? '',
  currency: project.currency,
  owner: project.owner_email ?? '',
  departments: (project.department_names ?? []).join(';'),
});
