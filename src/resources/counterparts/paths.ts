import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: counterparts (vendors) live under the Admin settings. */
export const counterpartPaths = resourcePaths('/settings/counterparts');
