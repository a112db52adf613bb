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
    },
    set_on: {
      card: 'Set on this card',
      member: 'Set on this person',
      department: 'Set on this department',
      company: 'Set on this company',
    },
    mode_help: {
      inherited: {
        member: 'Inherited: spends within the card holder’s limit; nothing is set here.',
        department: 'Inherited: spends within the department’s limit (the company’s for a person without one); nothing is set here.',
        company: 'Inherited: spends within the company’s limit; nothing is set here.',
      },
      limit: 'Limit: a spending cap set here; what is spent counts against it.',
      balance: 'Balance: money held here; spending takes from it and transfers add to it or take from it.',
    },
  },
  transfers: {
    title: 'Move money',
    history: 'Transfer history',
    out: 'From this %{entity}',
    in: 'To this %{entity}',
    available: 'Available balance: %{balance}',
    available_inherited: 'Available balance: %{balance}. This limit is inherited, so it has no balance of its own to move.',
    submit: 'Move money',
    none_allowed: 'You cannot move money from or to here.',
    empty: 'No transfers yet',
    entities: { member: 'person', department: 'department', company: 'company', card: 'card' },
    kinds: { member: 'Person', department: 'Department', company: 'Company', card: 'Card' },
  },
};
