/** English texts of the projects catalogue (`/settings/projects`): `resources.projects.*`. */
export const projectsResourceEn = {
  projects: {
    name: 'Project |||| Projects',
    title: 'Projects',
    fields: {
      name: 'Name',
      code: 'Code',
      start_date: 'Start date',
      end_date: 'End date',
      budget: 'Budget',
      currency: 'Currency',
      owner_id: 'Owner',
      department_ids: 'Departments',
      status: 'Status',
      created_at: 'Added on',
    },
    help: { code: 'Letters, digits and hyphens (2 to 20), unique in the company, e.g. WH-FIT.' },
    validation: {
      code: 'Use 2 to 20 letters, digits and hyphens.',
      end_before_start: 'The end date may not be before the start date.',
    },
    catalogue: {
      create: 'New project',
      create_title: 'New project',
      edit_title: 'Edit project %{name}',
      import_title: 'Import projects',
      archive_title: 'Archive project %{name}',
      restore_title: 'Restore project %{name}',
      delete_title: 'Delete project %{name}',
      archive: 'Archive project',
      restore: 'Restore project',
      delete: 'Delete project',
      empty: {
        title: 'No projects yet',
        message: 'Projects group spend by cost centre, with a budget and an owner. Add one, or import them from a CSV file.',
      },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/projects.ts) and its row of the role editor. */
export const projectsPermissionWordsEn = {
  words: {
    read_projects: "See the company's projects",
    create_projects: 'Add projects and import them from a file',
    update_projects: 'Change, archive and restore projects',
    delete_projects: 'Delete projects nothing uses',
  },
  rows: {
    projects: 'Projects',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.projects`). */
export const projectsRouteTextsEn = {
  projects: { label: 'Projects', description: 'Projects expenses are coded to' },
};
