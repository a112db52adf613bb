import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** `/funds`: funding requests; a request's own page is `/funds/overview/{id}`. */
export const fundsPaths = resourcePaths('/funds');
