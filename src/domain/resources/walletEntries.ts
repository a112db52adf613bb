import { readAccess, type ResourceDeclaration } from './resourceDeclaration';

/** The e-wallet's entries: read under the company's `read corporate e-wallet information` (`companySettings.ts`). */
export default {
  resource: 'wallet-entries',
  order: 15,
  permissions: [],
  access: readAccess('read corporate e-wallet information'),
} satisfies ResourceDeclaration;
