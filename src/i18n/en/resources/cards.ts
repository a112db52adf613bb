/** English texts of the cards resource: its name, fields (columns and inputs label themselves) and values. */
export const cardsResourceEn = {
  cards: {
    name: 'Card |||| Cards',
    fields: {
      number: 'Number',
      name: 'Name',
      type: 'Type',
      status: 'Status',
      currency: 'Currency',
      last_charged_at: 'Last charged',
      expired_at: 'Expiry',
      member_id: 'Holder',
      administrator: 'Holder',
      limit: 'Limit',
      allowed_mcc_categories: 'Allowed merchant categories',
      allowed_countries: 'Allowed countries',
      last_charged_period: 'Last charged in',
      last_charged_from: 'Last charged from',
      last_charged_until: 'Last charged until',
      expires_before: 'Expires before',
    },
    filters: {
      search: 'Search cards',
      member_id: 'Holders',
    },
    type: { virtual: 'Virtual', physical: 'Physical' },
    status: {
      active: 'Active',
      inactive: 'Inactive',
      frozen: 'Frozen',
      terminated: 'Terminated',
      expired: 'Expired',
    },
    empty: {
      title: 'No cards yet',
      message: 'Cards issued in this company will be listed here.',
    },
  },
};
