// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.
import type { ResourceDeclaration } from './resourceDeclaration';
import accountingExpenses from './accountingExpenses';
import accountingPayables from './accountingPayables';
import bills from './bills';
import branches from './branches';
import cards from './cards';
import categories from './categories';
import classifications from './classifications';
import companySettings from './companySettings';
import compliance from './compliance';
import counterparts from './counterparts';
import departments from './departments';
import disputes from './disputes';
import expenseAutomations from './expenseAutomations';
import expenses from './expenses';
import fundingRequests from './fundingRequests';
import glAccounts from './glAccounts';
import integrations from './integrations';
import inventory from './inventory';
import limits from './limits';
import paymentMethods from './paymentMethods';
import payrollEmployees from './payrollEmployees';
import payrollRunLines from './payrollRunLines';
import payrollRuns from './payrollRuns';
import people from './people';
import projects from './projects';
import purchaseOrders from './purchaseOrders';
import reports from './reports';
import requests from './requests';
import roles from './roles';
import tags from './tags';
import taxRates from './taxRates';
import transfers from './transfers';
import users from './users';
import walletEntries from './walletEntries';

export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = [
  accountingExpenses,
  accountingPayables,
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
  fundingRequests,
  glAccounts,
  integrations,
  inventory,
  limits,
  paymentMethods,
  payrollEmployees,
  payrollRunLines,
  payrollRuns,
  people,
  projects,
  purchaseOrders,
  reports,
  requests,
  roles,
  tags,
  taxRates,
  transfers,
  users,
  walletEntries,
].sort((a, b) => a.order - b.order);
