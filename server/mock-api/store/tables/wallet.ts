/**
 * The company wallet's movements.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];
type Currency = Schemas['Currency'];

/** What moved the company wallet (the contract's `WalletEntryType`). */
export type WalletEntryType = Schemas['WalletEntryType'];

/** One movement of the company wallet: a signed amount (money out is negative) and the balance after it. */
export interface StoredWalletEntry {
  id: number;
  company_id: string;
  at: string;
  type: WalletEntryType;
  amount: number;
  currency: Currency;
  balance_after: number;
  description: string;
  reference_kind: string | null;
  reference_id: string | null;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface WalletTables {
  walletEntries: StoredWalletEntry[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): WalletTables {
  return {
    walletEntries: [],
  };
}
