import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** `/funds`: funding requests; a request's own address `/funds/overview/{id}` marks it in the list (`?request={id}`). */
export const fundsPaths = resourcePaths('/funds');

/** The query parameter naming the funding request asked for (marked in the list). */
export const FUNDING_REQUEST_PARAM = 'request';
