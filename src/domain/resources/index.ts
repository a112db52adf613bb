// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.
import type { ResourceDeclaration } from './resourceDeclaration';
import branches from './branches';
import categories from './categories';
import classifications from './classifications';
import counterparts from './counterparts';
import expenseAutomations from './expenseAutomations';
import glAccounts from './glAccounts';
import inventory from './inventory';
import paymentMethods from './paymentMethods';
import projects from './projects';
import purchaseOrders from './purchaseOrders';
import tags from './tags';
import taxRates from './taxRates';

export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = [
  branches,
  categories,
  classifications,
  counterparts,
  expenseAutomations,
  glAccounts,
  inventory,
  paymentMethods,
  projects,
  purchaseOrders,
  tags,
  taxRates,
].sort((a, b) => a.order - b.order);
