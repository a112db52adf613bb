import type { Branch, BranchWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { BranchInputs } from './BranchInputs';

/** Branches as a catalogue with one default: CSV columns `name`, `code`, `city`, `emirate`, `address`, `is_default`. */
export const branchCatalogue: CatalogueView<Branch> = {
  resource: 'branches',
  csvColumns: ['name', 'code', 'city', 'emirate', 'address', 'is_default'],
  toCsvRow: (branch) => ({ ...branch, address: branch.address ?? '' }),
  importExample: {
    name: 'Dubai Marina office',
    code: 'DXB-MAR',
    city: 'Dubai',
    emirate: 'dubai',
    address: 'Marina Plaza, floor 12',
    is_default: 'no',
  },
  nameOf: (branch) => branch.name,
  newValues: { name: '', code: '', city: '', emirate: 'dubai', address: '', is_default: false },
  toWrite: (values): BranchWrite => ({
    name: String(values.name ?? '').trim(),
    code: String(values.code ?? '').trim(),
    city: String(values.city ?? '').trim(),
    emirate: values.emirate as BranchWrite['emirate'],
    address: String(values.address ?? '').trim() || null,
    is_default: values.is_default === true,
  }),
  Inputs: BranchInputs,
  isDefault: (branch) => branch.is_default,
};
