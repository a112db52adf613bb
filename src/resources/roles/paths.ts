import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: roles live under the Admin settings. */
export const rolePaths = resourcePaths('/settings/roles');
