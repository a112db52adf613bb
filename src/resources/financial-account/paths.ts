import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** `/financial-account`: the company wallet, its ledger and statements. */
export const financialAccountPaths = resourcePaths('/financial-account');
