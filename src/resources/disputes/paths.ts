import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: disputes live at `/disputes`; a dispute's page at `/disputes/overview/{id}`. */
export const disputePaths = resourcePaths('/disputes');
