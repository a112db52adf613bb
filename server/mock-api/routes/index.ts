import { registerAdministratorRoutes } from './administrators.ts';
import { registerAnalyticsRoutes } from './analytics.ts';
import { registerBranchRoutes } from './branches.ts';
import { registerReportRoutes } from './reports.ts';
import { registerVatReturnRoutes } from './vatReturn.ts';
import { registerCardControlRoutes } from './cardControls.ts';
import { registerCardRoutes } from './cards.ts';
import { registerCardWriteRoutes } from './cardWrites.ts';
import { registerCompanySettingsRoutes } from './companySettings.ts';
import { registerConfigRoutes } from './config.ts';
import { registerDashboardRoutes } from './dashboard.ts';
import { registerDepartmentRoutes } from './departments.ts';
import { registerExpenseRoutes } from './expenses.ts';
import { registerExpenseWriteRoutes } from './expenseWrites.ts';
import { registerLimitRoutes } from './limits.ts';
import { registerMailboxRoutes } from './mailbox.ts';
import { registerMemberRoutes } from './members.ts';
import { registerMemberWriteRoutes } from './memberWrites.ts';
import { registerPeopleImportRoutes } from './peopleImport.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerOAuthRoutes } from './oauth.ts';
import { registerPaymentMethodRoutes } from './paymentMethods.ts';
import { registerReferenceRoutes } from './reference.ts';
import { registerPublicRoutes } from './public.ts';
import { registerExchangeRateRoutes } from './exchangeRates.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { registerRoleRoutes } from './roles.ts';
import { registerSearchRoutes } from './search.ts';
import { registerRoleWriteRoutes } from './roleWrites.ts';
import { registerSessionRoutes } from './session.ts';
import { registerAccountSecurityRoutes } from './accountSecurity.ts';
import { registerSupportRoutes } from './support.ts';
import { registerTagRoutes } from './tags.ts';
import { registerExpenseAutomationRoutes } from './expenseAutomations.ts';
import { registerProjectRoutes } from './projects.ts';
import { registerInventoryRoutes } from './inventory.ts';
import { registerCounterpartRoutes } from './counterparts.ts';
import { registerAccountingRoutes } from './accounting.ts';
import { registerAccountingSyncRoutes } from './accountingSync.ts';
import { registerCategoryRoutes } from './categories.ts';
import { registerClassificationRoutes } from './classifications.ts';
import { registerIntegrationRoutes } from './integrations.ts';
import { registerTransferRoutes } from './transfers.ts';
import { registerLedgerRoutes } from './ledger.ts';
import { registerWalletRoutes } from './wallet.ts';
import { registerWalletConversionRoutes } from './walletConversions.ts';
import { registerFundingRequestRoutes } from './fundingRequests.ts';
import { registerPurchaseOrderImportRoute, registerPurchaseOrderRoutes } from './purchaseOrders.ts';
import { registerBillRoutes } from './bills.ts';
import { registerRequestRoutes } from './requests.ts';
import { registerDisputeRoutes } from './disputes.ts';
import { registerPayrollRoutes } from './payroll.ts';
import { registerPortfolioRoutes } from './portfolio.ts';
import { registerComplianceRoutes } from './compliance.ts';

/** Every route file of the mock API. Add yours here (see ../README.md). */
export const ROUTE_REGISTRATIONS: RegisterRoutes[] = [
  registerOAuthRoutes,
  registerSessionRoutes,
  registerAccountSecurityRoutes,
  registerConfigRoutes,
  registerReferenceRoutes,
  registerNotificationRoutes,
  registerExchangeRateRoutes,
  registerMailboxRoutes,
  registerRoleRoutes,
  registerSearchRoutes,
  registerMemberRoutes,
  registerCardRoutes,
  registerCardControlRoutes,
  registerDepartmentRoutes,
  registerPublicRoutes,
  registerSupportRoutes,
  registerRoleWriteRoutes,
  registerAdministratorRoutes,
  registerMemberWriteRoutes,
  registerPeopleImportRoutes,
  registerCardWriteRoutes,
  registerLimitRoutes,
  registerTransferRoutes,
  registerLedgerRoutes,
  registerWalletRoutes,
  registerWalletConversionRoutes,
  registerFundingRequestRoutes,
  registerExpenseRoutes,
  registerExpenseWriteRoutes,
  registerBranchRoutes,
  registerAnalyticsRoutes,
  registerReportRoutes,
  registerVatReturnRoutes,
  registerTagRoutes,
  registerExpenseAutomationRoutes,
  registerPaymentMethodRoutes,
  registerCompanySettingsRoutes,
  registerProjectRoutes,
  registerInventoryRoutes,
  registerPurchaseOrderImportRoute,
  registerPurchaseOrderRoutes,
  registerCounterpartRoutes,
  registerAccountingRoutes,
  registerAccountingSyncRoutes,
  registerCategoryRoutes,
  registerClassificationRoutes,
  registerIntegrationRoutes,
  registerBillRoutes,
  registerDashboardRoutes,
  registerRequestRoutes,
  registerDisputeRoutes,
  registerPayrollRoutes,
  registerPortfolioRoutes,
  registerComplianceRoutes,
];
