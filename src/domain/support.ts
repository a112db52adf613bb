/**
 * The 'Need Help?' form's option lists (spec §9). The names are data, shown as given.
 */

export type Option = { id: string; name: string };

export const FEEDBACK_CATEGORIES: readonly Option[] = [
  { id: 'app', name: 'App' },
  { id: 'card', name: 'Card' },
  { id: 'communication', name: 'Communication (SMS, notifications, email, etc)' },
  { id: 'dashboard', name: 'Dashboard' },
  { id: 'accounting_integration', name: 'Accounting Integration' },
  { id: 'transaction', name: 'Transaction' },
];

export const FILE_TYPE_OPTIONS: readonly Option[] = [
  { id: 'company', name: 'Company' },
  { id: 'cards', name: 'Cards' },
];
