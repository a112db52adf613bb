import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: tags live under the Admin settings. */
export const tagPaths = resourcePaths('/settings/tags');
