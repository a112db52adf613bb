import { resourcePaths } from '../../layout/navigation/resourcePaths';

/**
 * Spec §2: `/expenses`; an expense opens in the right drawer at `/expenses?expense={id}`. Its own
 * address, `detail(id)` (`/expenses/overview/{id}`), leads there without the list's remembered filters.
 */
export const expensePaths = resourcePaths('/expenses');
