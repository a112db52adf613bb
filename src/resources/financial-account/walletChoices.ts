import { WALLET_ENTRY_TYPES, type WalletEntryType } from '../../domain/contractLists';

const TYPE_LABELS: Record<WalletEntryType, string> = Object.fromEntries(
  WALLET_ENTRY_TYPES.map((type) => [type, `resources.wallet-entries.types.${type}`]),
) as Record<WalletEntryType, string>;

/** The text key of a ledger entry type. */
export const walletEntryTypeLabel = (type: WalletEntryType | string): string =>
  TYPE_LABELS[type as WalletEntryType] ?? `resources.wallet-entries.types.${type}`;

export const walletEntryTypeChoices = WALLET_ENTRY_TYPES.map((type) => ({ id: type, name: TYPE_LABELS[type] }));
