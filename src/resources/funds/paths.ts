import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** `/funds`: funding requests. */
export const fundsPaths = resourcePaths('/funds');
