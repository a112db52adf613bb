import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: card and limit requests live at `/requests`; a request's page at `/requests/overview/{id}`. */
export const requestPaths = resourcePaths('/requests');
