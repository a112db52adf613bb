// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.
import * as accounting from './accounting';
import * as accountingSettings from './accountingSettings';
import * as bills from './bills';
import * as branches from './branches';
import * as cards from './cards';
import * as categories from './categories';
import * as classifications from './classifications';
import * as companySettings from './companySettings';
import * as compliance from './compliance';
import * as counterparts from './counterparts';
import * as departments from './departments';
import * as disputes from './disputes';
import * as expenseAutomations from './expenseAutomations';
import * as expenses from './expenses';
import * as financialAccount from './financialAccount';
import * as integration from './integration';
import * as inventory from './inventory';
import * as limits from './limits';
import * as mailbox from './mailbox';
import * as paymentMethods from './paymentMethods';
import * as payroll from './payroll';
import * as people from './people';
import * as projects from './projects';
import * as purchaseOrders from './purchaseOrders';
import * as reports from './reports';
import * as requests from './requests';
import * as roles from './roles';
import * as tags from './tags';
import * as transfers from './transfers';
import * as users from './users';

export const RESOURCE_TEXT_MODULES: readonly Readonly<Record<string, unknown>>[] = [
  accounting,
  accountingSettings,
  bills,
  branches,
  cards,
  categories,
  classifications,
  companySettings,
  compliance,
  counterparts,
  departments,
  disputes,
  expenseAutomations,
  expenses,
  financialAccount,
  integration,
  inventory,
  limits,
  mailbox,
  paymentMethods,
  payroll,
  people,
  projects,
  purchaseOrders,
  reports,
  requests,
  roles,
  tags,
  transfers,
  users,
];
