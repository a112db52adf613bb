import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: `/expenses`; an expense opens in the right drawer at `/expenses?expense={id}`. */
export const expensePaths = resourcePaths('/expenses');
