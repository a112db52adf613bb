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
