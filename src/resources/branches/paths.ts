import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: branches live under the Admin settings. */
export const branchPaths = resourcePaths('/settings/branches');
