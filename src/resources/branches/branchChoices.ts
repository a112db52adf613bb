import { EMIRATES, type Emirate } from '../../domain/contractLists';

// Keyed by the contract's union (src/domain/contractLists.ts): a new emirate in the OpenAPI fails the type check here.
const EMIRATE_KEYS: Record<Emirate, string> = {
  abu_dhabi: 'resources.branches.emirate.abu_dhabi',
  dubai: 'resources.branches.emirate.dubai',
  sharjah: 'resources.branches.emirate.sharjah',
  ajman: 'resources.branches.emirate.ajman',
  umm_al_quwain: 'resources.branches.emirate.umm_al_quwain',
  ras_al_khaimah: 'resources.branches.emirate.ras_al_khaimah',
  fujairah: 'resources.branches.emirate.fujairah',
};

export const emirateLabel = (emirate: Emirate) => EMIRATE_KEYS[emirate];

/** Select choices of the emirates, in the contract's order. */
export const emirateChoices = EMIRATES.map((emirate) => ({ id: emirate, name: EMIRATE_KEYS[emirate] }));
