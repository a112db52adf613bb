/** English texts of the transfers resource: `resources.transfers.name` and `resources.transfers.fields.*`. */
export const transfersResourceEn = {
  transfers: {
    name: 'Transfer |||| Transfers',
    fields: {
      created_at: 'Date',
      from: 'From',
      to: 'To',
      amount: 'Amount',
      created_by: 'By',
      direction: 'Direction',
      counterpart_type: 'Other side',
      counterpart: 'Choose',
    },
  },
};

/** English words of the permissions the declaration of transfers (src/domain/resources/) adds and its rows of the role editor. */
export const transfersPermissionWordsEn = {
  words: {
    transfer_from_member_to_department: 'Move money from a person to a department',
    transfer_from_member_to_company: 'Move money from a person to the company',
    transfer_from_member_to_card: 'Move money from a person to a card',
    transfer_from_department_to_member: 'Move money from a department to a person',
    transfer_from_department_to_company: 'Move money from a department to the company',
    transfer_from_department_to_card: 'Move money from a department to a card',
    transfer_from_company_to_member: 'Move money from the company to a person',
    transfer_from_company_to_department: 'Move money from the company to a department',
    transfer_from_company_to_card: 'Move money from the company to a card',
    transfer_from_card_to_member: 'Move money from a card to a person',
    transfer_from_card_to_department: 'Move money from a card to a department',
    transfer_from_card_to_company: 'Move money from a card to the company',
  },
  rows: {
    from_member: 'From a person',
    from_department: 'From a department',
    from_company: 'From the company',
    from_card: 'From a card',
  },
};
