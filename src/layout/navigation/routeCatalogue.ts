/**
 * Every signed-in route of spec §2, once: the sidebar and the global search index both read it.
 * Labels and descriptions are i18n keys (`spendboard.shell.routes.<id>.*`); tags are search words.
 * `access` is the react-admin canAccess question the route needs (none: everyone may open it);
 * `resource: 'permissions'` asks for the named permission itself (see providers/access/accessRules).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import WalletOutlined from '@mui/icons-material/WalletOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';

/** Where a route shows in the sidebar; 'search' routes are only in the global search index. */
export type RouteGroup = 'workbench' | 'financial' | 'insights' | 'admin_users' | 'admin_erp' | 'admin_general' | 'search';

export type QuickActionName = 'create' | 'import' | 'sync' | 'move-money' | 'create-automation';

export type RouteAccess = { resource: string; action: string };

export type CatalogueRoute = {
  id: string;
  path: string;
  icon: SvgIconComponent;
  group: RouteGroup;
  tags: readonly string[];
  quickActions: readonly QuickActionName[];
  access?: RouteAccess;
  /** Financial account entries follow the card-services lock (spec §2). */
  cardServicesLock?: boolean;
  /** Marked AI in the sidebar. */
  ai?: boolean;
};

export const QUICK_ACTION_ICONS: Record<QuickActionName, SvgIconComponent> = {
  create: AddOutlined,
  import: UploadFileOutlined,
  sync: SyncOutlined,
  'move-money': SwapHorizOutlined,
  'create-automation': BoltOutlined,
};

const list = (resource: string): RouteAccess => ({ resource, action: 'list' });
const permission = (name: string): RouteAccess => ({ resource: 'permissions', action: name });

type Entry = Omit<CatalogueRoute, 'tags' | 'quickActions'> & Partial<Pick<CatalogueRoute, 'tags' | 'quickActions'>>;
const route = ({ tags = [], quickActions = [], ...entry }: Entry): CatalogueRoute => ({ tags, quickActions, ...entry });

export const ROUTE_CATALOGUE: readonly CatalogueRoute[] = [
  route({ id: 'dashboard', path: '/', icon: SpaceDashboardOutlined, group: 'workbench', tags: ['home', 'overview'] }),
  route({ id: 'mailbox', path: '/mailbox', icon: InboxOutlined, group: 'workbench', tags: ['mail', 'email', 'receipts'] }),
  route({ id: 'bills', path: '/bills', icon: ReceiptLongOutlined, group: 'workbench', tags: ['invoices', 'payables'], quickActions: ['create', 'import'] }),
  route({
    id: 'expenses', path: '/expenses', icon: PaymentsOutlined, group: 'workbench', tags: ['spend', 'receipts', 'transactions'],
    quickActions: ['create', 'import'], access: list('expenses'),
  }),
  route({
    id: 'smart_comply', path: '/smart-comply', icon: AutoAwesomeOutlined, group: 'workbench', tags: ['ai', 'policy', 'compliance'],
    quickActions: ['create-automation'], access: list('expenses'), ai: true,
  }),
  route({
    id: 'accounting', path: '/accounting', icon: CalculateOutlined, group: 'workbench', tags: ['erp', 'sync', 'ledger'],
    quickActions: ['sync'], access: permission('read accounting'),
  }),
  route({
    id: 'financial_account', path: '/financial-account', icon: AccountBalanceOutlined, group: 'financial', tags: ['balance', 'wallet', 'bank'],
    quickActions: ['move-money'], cardServicesLock: true,
  }),
  route({ id: 'disputes', path: '/disputes', icon: GavelOutlined, group: 'financial', tags: ['chargeback', 'transactions'], cardServicesLock: true }),
  route({
    id: 'cards', path: '/cards', icon: CreditCardOutlined, group: 'financial', tags: ['virtual', 'physical', 'limits'],
    quickActions: ['create'], access: list('cards'), cardServicesLock: true,
  }),
  route({ id: 'requests', path: '/requests', icon: AssignmentOutlined, group: 'financial', tags: ['card requests', 'approvals'], cardServicesLock: true }),
  route({
    id: 'funds', path: '/funds', icon: SavingsOutlined, group: 'financial', tags: ['funding', 'top up', 'transfers'],
    quickActions: ['create', 'move-money'], access: list('funding-requests'), cardServicesLock: true,
  }),
  route({ id: 'analytics', path: '/analytics_and_reports', icon: InsightsOutlined, group: 'insights', tags: ['charts', 'spend', 'kpi'] }),
  route({ id: 'reports', path: '/reports', icon: SummarizeOutlined, group: 'insights', tags: ['export', 'statements'] }),
  route({
    id: 'administrators', path: '/settings/administrators', icon: AdminPanelSettingsOutlined, group: 'admin_users',
    tags: ['admins', 'users', 'invite'], quickActions: ['create'], access: list('users'),
  }),
  route({
    id: 'departments', path: '/settings/departments', icon: GroupsOutlined, group: 'admin_users', tags: ['teams', 'limits'],
    quickActions: ['create'], access: list('departments'),
  }),
  route({ id: 'roles', path: '/settings/roles', icon: BadgeOutlined, group: 'admin_users', tags: ['permissions', 'access'], quickActions: ['create'], access: list('roles') }),
  route({ id: 'branches', path: '/settings/branches', icon: StoreOutlined, group: 'admin_users', tags: ['offices', 'locations'], quickActions: ['create'] }),
  route({ id: 'projects', path: '/settings/projects', icon: WorkOutlineOutlined, group: 'admin_erp', tags: ['erp', 'cost center'], quickActions: ['create', 'sync'] }),
  route({ id: 'purchase_orders', path: '/settings/purchase-orders', icon: ShoppingCartOutlined, group: 'admin_erp', tags: ['erp', 'po'], quickActions: ['create', 'import'] }),
  route({ id: 'tags', path: '/settings/tags', icon: LocalOfferOutlined, group: 'admin_erp', tags: ['erp', 'labels'], quickActions: ['create'] }),
  route({ id: 'categories', path: '/settings/categories', icon: CategoryOutlined, group: 'admin_erp', tags: ['erp', 'expense types'], quickActions: ['create', 'sync'] }),
  route({
    id: 'counterparts', path: '/settings/counterparts', icon: HandshakeOutlined, group: 'admin_erp', tags: ['erp', 'suppliers', 'vendors'],
    quickActions: ['create', 'sync'], access: permission('organize counterparts'),
  }),
  route({ id: 'inventory', path: '/settings/inventory', icon: Inventory2Outlined, group: 'admin_erp', tags: ['erp', 'items', 'stock'], quickActions: ['import'] }),
  route({ id: 'payment_methods', path: '/settings/payment-methods', icon: WalletOutlined, group: 'admin_erp', tags: ['erp', 'bank'], quickActions: ['create'] }),
  route({
    id: 'company_settings', path: '/settings/company-settings', icon: BusinessOutlined, group: 'admin_general', tags: ['company', 'profile', 'preferences'],
    access: permission('read company information'),
  }),
  route({ id: 'integration', path: '/integration', icon: ExtensionOutlined, group: 'admin_general', tags: ['erp', 'apps', 'connect'], quickActions: ['sync'] }),
  route({ id: 'people', path: '/people', icon: PeopleOutlined, group: 'search', tags: ['employees', 'members', 'staff'], quickActions: ['create', 'import'], access: list('people') }),
  route({ id: 'payroll', path: '/payroll', icon: PriceCheckOutlined, group: 'search', tags: ['salary', 'wages'] }),
  route({ id: 'payroll_salary', path: '/payroll/salary-processing', icon: PriceCheckOutlined, group: 'search', tags: ['payroll', 'salary'], quickActions: ['create'] }),
  route({ id: 'payroll_bank', path: '/payroll/bank-account', icon: AccountBalanceOutlined, group: 'search', tags: ['payroll', 'bank'] }),
  route({ id: 'payroll_employees', path: '/payroll/employee-management', icon: PeopleOutlined, group: 'search', tags: ['payroll', 'employees'], quickActions: ['import'] }),
  route({ id: 'payroll_approvals', path: '/payroll/approvals', icon: ApprovalOutlined, group: 'search', tags: ['payroll', 'approve'] }),
  route({ id: 'payroll_reports', path: '/payroll/reports', icon: SummarizeOutlined, group: 'search', tags: ['payroll', 'export'] }),
  route({
    id: 'classifications', path: '/settings/classifications', icon: AccountTreeOutlined, group: 'search', tags: ['accounting', 'coding'],
    access: permission('organize classifications'),
  }),
  route({
    id: 'accounting_settings', path: '/settings/accounting-settings', icon: TuneOutlined, group: 'search', tags: ['accounting', 'erp', 'chart of accounts'],
    quickActions: ['sync'], access: permission('read accounting'),
  }),
];

export const routeLabelKey = (route: Pick<CatalogueRoute, 'id'>) => `spendboard.shell.routes.${route.id}.label`;
export const routeDescriptionKey = (route: Pick<CatalogueRoute, 'id'>) => `spendboard.shell.routes.${route.id}.description`;
export const quickActionLabelKey = (action: QuickActionName) => `spendboard.shell.actions.${action}`;

export const routesInGroup = (routes: readonly CatalogueRoute[], group: RouteGroup) => routes.filter((entry) => entry.group === group);

/** The catalogue route a location belongs to (longest path prefix), e.g. '/bills/12' → bills. */
export function catalogueRouteFor(pathname: string, routes: readonly CatalogueRoute[] = ROUTE_CATALOGUE): CatalogueRoute | undefined {
  const matches = routes.filter((entry) => entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)));
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? (pathname === '/' ? routes.find((entry) => entry.path === '/') : undefined);
}
