import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: `/people` and its detail `/people/{tab}/{pid}`; react-admin serves `/people/create`. */
export const personPaths = resourcePaths('/people');
