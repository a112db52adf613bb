/** English texts of the shared limit editor and transfer form; transfer fields are in `resources/transfers.ts`. */
export const moneyMessagesEn = {
  limits: {
    title: 'Limit',
    mode: 'Mode',
    amount: 'Amount',
    spent: 'Spent',
    balance: 'Balance',
    edit: 'Edit limit',
    save: 'Save',
    cancel: 'Cancel',
    load_failed: "The limit couldn't be loaded.",
    modes: { inherited: 'Inherited', limit: 'Limit', balance: 'Balance' },
    inherited_from: {
      member: 'Inherited from the card holder',
      department: 'Inherited from the department',
      company: 'Inherited from the company',
      none: 'Set on this card',
    },
  },
  transfers: {
    title: 'Move money',
    history: 'Transfer history',
    out: 'From this %{entity}',
    in: 'To this %{entity}',
    available: 'Available balance: %{balance}',
    available_inherited: 'Available balance: 0.00. This limit is inherited, so it has no balance of its own to move.',
    submit: 'Move money',
    none_allowed: 'You cannot move money from or to here.',
    empty: 'No transfers yet',
    entities: { member: 'person', department: 'department', company: 'company', card: 'card' },
    kinds: { member: 'Person', department: 'Department', company: 'Company', card: 'Card' },
  },
};
