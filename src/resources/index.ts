import type { ResourceManifest } from '../layout/navigation/manifest';
import accounting, { accountingPayablesManifest } from './accounting';
import accountingSettings, { taxRatesManifest } from './accounting-settings';
import branches from './branches';
import categories from './categories';
import classifications from './classifications';
import cards from './cards';
import counterparts from './counterparts';
import departments from './departments';
import expenses from './expenses';
import inventory from './inventory';
import mailbox from './mailbox';
import paymentMethods from './payment-methods';
import people from './people';
import projects from './projects';
import purchaseOrders from './purchase-orders';
import bills from './bills';
import financialAccount from './financial-account';
import funds from './funds';
import requests from './requests';
import payrollEmployees from './payroll-employees';
import payrollRuns from './payroll-runs';
import disputes from './disputes';
import roles from './roles';
import tags from './tags';
import expenseAutomations from './expense-automations';
import users from './users';

/** Every resource of the app, once: `App.tsx` mounts them, the route catalogue reads their entries. */
export const RESOURCE_MANIFESTS: readonly ResourceManifest[] = [
  cards,
  people,
  departments,
  expenses,
  mailbox,
  roles,
  users,
  branches,
  tags,
  expenseAutomations,
  paymentMethods,
  projects,
  inventory,
  purchaseOrders,
  bills,
  accounting,
  accountingPayablesManifest,
  financialAccount,
  funds,
  requests,
  payrollRuns,
  payrollEmployees,
  disputes,
  counterparts,
  categories,
  classifications,
  accountingSettings,
  taxRatesManifest,
];
