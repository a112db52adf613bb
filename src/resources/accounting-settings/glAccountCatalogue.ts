import type { GlAccount, GlAccountWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { GlAccountInputs } from './GlAccountInputs';

/** The chart of accounts as a catalogue: CSV columns `code`, `name`, `type` (the API's import columns). */
export const glAccountCatalogue: CatalogueView<GlAccount> = {
  resource: 'gl-accounts',
  csvColumns: ['code', 'name', 'type'],
  toCsvRow: (account) => ({ code: account.code, name: account.name, type: account.type }),
  importExample: { code: '6150', name: 'Local transport', type: 'expense' },
  nameOf: (account) => `${account.code} ${account.name}`,
  newValues: { code: '', name: '', type: 'expense' },
  toWrite: (values): GlAccountWrite => ({
    code: String(values.code ?? '').trim(),
    name: String(values.name ?? '').trim(),
    type: values.type as GlAccountWrite['type'],
  }),
  Inputs: GlAccountInputs,
};
