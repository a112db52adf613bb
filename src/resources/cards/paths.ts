import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: `/cards` and its detail `/cards/{tab}/{cid}`; react-admin serves `/cards/create`. */
export const cardPaths = resourcePaths('/cards');
