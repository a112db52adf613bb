import type { Project, ProjectWrite } from '../../api/schema';
import { PROJECT_IMPORT_COLUMNS } from '../../domain/catalogueImportColumns';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { projectCsvRow } from './projectCsv';
import { ProjectInputs } from './ProjectInputs';

const optionalNumber = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * Projects as a catalogue: the CSV columns are the API's import columns, the owner by e-mail and the
 * departments by their names separated by `;` (issue 35 item 6: names, never ids).
 */
export const projectCatalogue: CatalogueView<Project> = {
  resource: 'projects',
  csvColumns: PROJECT_IMPORT_COLUMNS,
  toCsvRow: projectCsvRow,
  importExample: {
    name: 'Abu Dhabi expansion',
    code: 'AUH-EXP',
    start_date: '01/01/2026',
    end_date: '31/12/2026',
    budget: '250000',
    currency: 'AED',
    owner: 'lina.saleh@example.com',
    departments: 'Operations;Finance',
  },
  nameOf: (project) => project.name,
  newValues: { name: '', code: '', start_date: null, end_date: null, budget: null, currency: 'AED', owner_id: null, department_ids: [] },
  toWrite: (values): ProjectWrite => ({
    name: String(values.name ?? '').trim(),
    code: String(values.code ?? '').trim(),
    start_date: (values.start_date as string | null) || null,
    end_date: (values.end_date as string | null) || null,
    budget: optionalNumber(values.budget),
    currency: values.currency as ProjectWrite['currency'],
    owner_id: optionalNumber(values.owner_id),
    department_ids: Array.isArray(values.department_ids) ? values.department_ids.map(Number) : [],
  }),
  Inputs: ProjectInputs,
};
