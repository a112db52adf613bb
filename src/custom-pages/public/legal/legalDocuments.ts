import { PUBLIC_PATHS } from '../../../domain/publicRoutes';

/** The legal pages, their i18n key and the order of their sections. */
export const LEGAL_DOCUMENTS = {
  terms: {
    path: PUBLIC_PATHS.terms,
    textKey: 'terms',
    sections: ['service', 'accounts', 'cards', 'acceptable_use', 'data', 'liability', 'changes'],
  },
  legal: {
    path: PUBLIC_PATHS.legal,
    textKey: 'legal',
    sections: ['operator', 'card_issuer', 'trademarks', 'disputes'],
  },
  privacy: {
    path: PUBLIC_PATHS.privacyPolicy,
    textKey: 'privacy',
    sections: ['collected', 'purposes', 'sharing', 'retention', 'cookies', 'rights'],
  },
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
