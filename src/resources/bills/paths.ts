import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: bills live at `/bills`; a bill's detail at `/bills/overview/{id}`. */
export const billPaths = resourcePaths('/bills');
