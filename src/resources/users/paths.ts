import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: users (administrators) live under the Admin settings; the URL keeps the API's noun. */
export const userPaths = resourcePaths('/settings/administrators');
