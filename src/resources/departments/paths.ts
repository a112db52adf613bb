import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: departments live under the Admin settings, `/settings/departments/{tab}/{did}`. */
export const departmentPaths = resourcePaths('/settings/departments');
