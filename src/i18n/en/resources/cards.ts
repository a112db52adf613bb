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

/** English words of the permissions the declaration of cards (src/domain/resources/) adds and its rows of the role editor. */
export const cardsPermissionWordsEn = {
  words: {
    read_cards: 'See the list of cards',
    create_cards: 'Create cards',
    update_cards: 'Change cards (name, settings)',
    quick_actions: 'Freeze, unfreeze and terminate cards',
    read_card_details: "Open a card's details",
    manage_card_controls: 'Choose where cards can be used',
    update_card_currency: "Set the company's card currency and choose a new card's currency",
    update_card_type: "Set the company's card type and choose a new card's type (virtual or physical)",
  },
  rows: {
    cards: 'Cards',
    card_quick_actions: 'Freezing and terminating cards',
    card_details: 'Card details',
    card_controls: 'Card controls',
    card_currency: 'Card currency',
    card_type: 'Card type',
  },
};
