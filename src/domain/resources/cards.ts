import { permissionsIn, readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** Cards (spec §6): the card programme's names, and the company's card currency and type. */
export default {
  resource: 'cards',
  order: 1,
  permissions: [
    ...permissionsIn('cards', {
      'read cards': ['cards', 'view', ['Card Operator', 'Department Lead', 'Viewer']],
      'create cards': ['cards', 'create', ['Card Operator']],
      'update cards': ['cards', 'change', ['Card Operator']],
      'quick actions': ['card_quick_actions', 'use', ['Card Operator']],
      // The Card Operator runs the card programme but may not open card details.
      'read card details': ['card_details', 'view', ['Department Lead', 'Viewer']],
      'manage card controls': ['card_controls', 'change', ['Card Operator']],
    }),
    ...permissionsIn('cardConfig', {
      update_card_currency: ['card_currency', 'change'],
      update_card_type: ['card_type', 'change'],
    }),
  ],
  access: { ...readAccess('read cards', 'read card details'), create: 'create cards', edit: 'update cards' },
} satisfies ResourceDeclaration;
