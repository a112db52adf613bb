import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: projects live under the Admin settings. */
export const projectPaths = resourcePaths('/settings/projects');
