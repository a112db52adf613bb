import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: categories live under the Admin settings. */
export const categoryPaths = resourcePaths('/settings/categories');
