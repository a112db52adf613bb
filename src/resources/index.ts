// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the folders here: do not edit.
import { manifestsOf, type ResourceManifest } from '../layout/navigation/manifest';
import * as accounting from './accounting';
import * as accountingSettings from './accounting-settings';
import * as bills from './bills';
import * as branches from './branches';
import * as cards from './cards';
import * as categories from './categories';
import * as classifications from './classifications';
import * as counterparts from './counterparts';
import * as departments from './departments';
import * as disputes from './disputes';
import * as expenseAutomations from './expense-automations';
import * as expenses from './expenses';
import * as financialAccount from './financial-account';
import * as funds from './funds';
import * as inventory from './inventory';
import * as mailbox from './mailbox';
import * as paymentMethods from './payment-methods';
import * as payrollEmployees from './payroll-employees';
import * as payrollRuns from './payroll-runs';
import * as people from './people';
import * as projects from './projects';
import * as purchaseOrders from './purchase-orders';
import * as requests from './requests';
import * as roles from './roles';
import * as tags from './tags';
import * as users from './users';

/** Every resource of the app, once, in its manifest's `order`: `App.tsx` mounts them, the route catalogue reads their entries. */
export const RESOURCE_MANIFESTS: readonly ResourceManifest[] = manifestsOf([
  accounting,
  accountingSettings,
  bills,
  branches,
  cards,
  categories,
  classifications,
  counterparts,
  departments,
  disputes,
  expenseAutomations,
  expenses,
  financialAccount,
  funds,
  inventory,
  mailbox,
  paymentMethods,
  payrollEmployees,
  payrollRuns,
  people,
  projects,
  purchaseOrders,
  requests,
  roles,
  tags,
  users,
]);
