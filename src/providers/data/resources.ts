import type { paths } from '../../api/schema';

/** How a react-admin filter key becomes `filters[operator][field]` (spec §7). */
export type FilterOperator = 'in' | 'exact' | 'has' | 'date_min' | 'date_max' | 'min' | 'max';

export interface FilterRule {
  operator: FilterOperator;
  /** The API field, when the filter key differs (e.g. two date bounds on one field). */
  field?: string;
}

export interface ResourceEndpoints {
  list: keyof paths;
  one?: keyof paths;
  /** Where `update` PUTs a record when it is not `one` (e.g. a user's roles). */
  update?: keyof paths;
  /** A CSV import's `POST …/import` (a catalogue's, people's) and a catalogue's `PATCH …/{id}/status` (archive, restore). */
  import?: keyof paths;
  status?: keyof paths;
  /**
   * Fixed values of the paths' other parameters, for a resource served by a shared path
   * (`/api/admin/accounting/sync/{kind}` with `{ kind: 'expenses' }`).
   */
  pathParams?: Readonly<Record<string, string>>;
  /** Fields the API sorts by; any other sort is left to the API's default order. */
  sortable?: readonly string[];
  filters?: Readonly<Record<string, FilterRule>>;
}

/** Both accounting lists (approved expenses, approved bills) are one templated path of the contract. */
const ACCOUNTING_LIST = {
  list: '/api/admin/accounting/sync/{kind}',
  one: '/api/admin/accounting/sync/{kind}/{id}',
  sortable: ['date', 'title', 'amount'],
  filters: {
    sync_status: { operator: 'in' },
    ready: { operator: 'exact' },
    blocked: { operator: 'exact' },
    date_from: { operator: 'date_min', field: 'date' },
    date_until: { operator: 'date_max', field: 'date' },
  },
} as const satisfies ResourceEndpoints;

/**
 * The one place that maps react-admin resources to API paths. `q` is always the
 * free-text `search`; filter keys not listed here are sent as `filters[exact][key]`.
 */
export const RESOURCES = {
  cards: {
    list: '/api/admin/cards',
    one: '/api/admin/cards/{id}',
    sortable: ['created_at', 'last_charged_at', 'expired_at', 'name', 'status'],
    filters: {
      status: { operator: 'in' },
      type: { operator: 'in' },
      member_id: { operator: 'in' },
      currency: { operator: 'exact' },
      last_charged_from: { operator: 'date_min', field: 'last_charged_at' },
      last_charged_until: { operator: 'date_max', field: 'last_charged_at' },
      expires_before: { operator: 'date_max', field: 'expired_at' },
    },
  },
  people: {
    list: '/api/admin/members',
    one: '/api/admin/members/{id}',
    import: '/api/admin/members/import',
    sortable: ['created_at', 'first_name', 'last_name', 'email'],
    filters: { department_id: { operator: 'in' }, branch_id: { operator: 'in' }, status: { operator: 'exact' } },
  },
  departments: {
    list: '/api/admin/departments',
    one: '/api/admin/departments/{id}',
    sortable: ['created_at', 'name'],
    filters: { administrator_id: { operator: 'in' } },
  },
  roles: {
    list: '/api/admin/roles',
    one: '/api/admin/roles/{id}',
  },
  /** The UI's users are the API's administrators; an update replaces the user's roles. */
  users: {
    list: '/api/admin/administrators',
    one: '/api/admin/administrators/{id}',
    update: '/api/admin/administrators/{id}/roles',
    filters: { role_id: { operator: 'in' } },
  },
  expenses: {
    list: '/api/admin/expenses',
    one: '/api/admin/expenses/{id}',
    sortable: ['spent_at', 'created_at', 'amount', 'merchant', 'status'],
    filters: {
      card_id: { operator: 'in' },
      member_id: { operator: 'in' },
      department_id: { operator: 'in' },
      category_id: { operator: 'in' },
      project_id: { operator: 'in' },
      tag_id: { operator: 'in' },
      merchant: { operator: 'exact' },
      has_receipt: { operator: 'has', field: 'receipt' },
      missing_receipt: { operator: 'has', field: 'missing_receipt' },
      coded: { operator: 'has', field: 'category' },
      amount_from: { operator: 'min', field: 'amount' },
      amount_to: { operator: 'max', field: 'amount' },
      status: { operator: 'in' },
      spent_from: { operator: 'date_min', field: 'spent_at' },
      spent_until: { operator: 'date_max', field: 'spent_at' },
    },
  },
  'accounting-expenses': { ...ACCOUNTING_LIST, pathParams: { kind: 'expenses' } },
  'accounting-payables': { ...ACCOUNTING_LIST, pathParams: { kind: 'payables' } },
  mailbox: {
    list: '/api/admin/mailbox',
    one: '/api/admin/mailbox/{id}',
    sortable: ['received_at'],
    filters: {
      is_classified: { operator: 'exact' },
      classification_id: { operator: 'exact' },
      read: { operator: 'has', field: 'read_at' },
    },
  },
  branches: {
    list: '/api/admin/branches',
    one: '/api/admin/branches/{id}',
    import: '/api/admin/branches/import',
    status: '/api/admin/branches/{id}/status',
    sortable: ['name', 'code', 'city', 'emirate', 'status', 'created_at'],
  },
  tags: {
    list: '/api/admin/tags',
    one: '/api/admin/tags/{id}',
    import: '/api/admin/tags/import',
    status: '/api/admin/tags/{id}/status',
    sortable: ['name', 'colour', 'group', 'status', 'created_at'],
  },
  'expense-automations': {
    list: '/api/admin/expense-automations',
    one: '/api/admin/expense-automations/{id}',
    status: '/api/admin/expense-automations/{id}/status',
    sortable: ['priority', 'name', 'merchant_contains', 'enabled', 'status', 'created_at'],
  },
  'payment-methods': {
    list: '/api/admin/payment-methods',
    one: '/api/admin/payment-methods/{id}',
    import: '/api/admin/payment-methods/import',
    status: '/api/admin/payment-methods/{id}/status',
    sortable: ['name', 'type', 'status', 'created_at'],
  },
  projects: {
    list: '/api/admin/projects',
    one: '/api/admin/projects/{id}',
    import: '/api/admin/projects/import',
    status: '/api/admin/projects/{id}/status',
    sortable: ['name', 'code', 'start_date', 'end_date', 'budget', 'currency', 'status', 'created_at'],
  },
  inventory: {
    list: '/api/admin/inventory',
    one: '/api/admin/inventory/{id}',
    import: '/api/admin/inventory/import',
    status: '/api/admin/inventory/{id}/status',
    sortable: ['sku', 'name', 'unit', 'unit_price', 'vat_rate', 'quantity_on_hand', 'reorder_level', 'status', 'created_at'],
  },
  /** The company wallet's ledger (`/financial-account`). */
  'wallet-entries': {
    list: '/api/admin/wallet/entries',
    sortable: ['at', 'amount'],
    filters: {
      type: { operator: 'in' },
      currency: { operator: 'exact' },
      date_from: { operator: 'date_min', field: 'at' },
      date_to: { operator: 'date_max', field: 'at' },
      amount_from: { operator: 'min', field: 'amount' },
      amount_to: { operator: 'max', field: 'amount' },
    },
  },
  'funding-requests': {
    list: '/api/admin/funding-requests',
    one: '/api/admin/funding-requests/{id}',
    sortable: ['requested_at', 'amount', 'status'],
    filters: { status: { operator: 'in' }, target_type: { operator: 'exact' } },
  },
  bills: {
    list: '/api/admin/bills',
    one: '/api/admin/bills/{id}',
    sortable: ['invoice_number', 'vendor_name', 'invoice_date', 'due_date', 'total', 'approval_status', 'payment_status', 'created_at'],
    filters: {
      approval_status: { operator: 'in' },
      payment_status: { operator: 'in' },
      vendor_id: { operator: 'exact' },
      overdue: { operator: 'exact' },
      is_on_hold: { operator: 'exact' },
      is_void: { operator: 'exact' },
      invoice_number: { operator: 'exact' },
      due_from: { operator: 'date_min', field: 'due_date' },
      due_until: { operator: 'date_max', field: 'due_date' },
      total_from: { operator: 'min', field: 'total' },
      total_to: { operator: 'max', field: 'total' },
    },
  },
  requests: {
    list: '/api/admin/requests',
    one: '/api/admin/requests/{id}',
    sortable: ['created_at', 'status', 'kind', 'new_amount', 'requested_limit'],
    filters: { status: { operator: 'exact' }, kind: { operator: 'exact' } },
  },
  /** Payroll (issue 17): employees, salary runs and a run's lines (`meta: { pathParams: { id } }` names the run). */
  'payroll-employees': {
    list: '/api/admin/payroll/employees',
    one: '/api/admin/payroll/employees/{id}',
    sortable: ['last_name', 'first_name', 'basic_salary', 'fixed_pay', 'contract_start', 'status', 'annual_leave_balance'],
    filters: { status: { operator: 'exact' } },
  },
  'payroll-runs': {
    list: '/api/admin/payroll/runs',
    one: '/api/admin/payroll/runs/{id}',
    sortable: ['month', 'status', 'created_at'],
    filters: { status: { operator: 'exact' }, month: { operator: 'exact' } },
  },
  'payroll-run-lines': {
    list: '/api/admin/payroll/runs/{id}/lines',
    sortable: ['name', 'net_pay', 'fixed_pay', 'variable_pay', 'unpaid_leave_days'],
  },
  disputes: {
    list: '/api/admin/disputes',
    one: '/api/admin/disputes/{id}',
    sortable: ['created_at', 'status', 'amount', 'reason'],
    filters: { status: { operator: 'exact' }, reason: { operator: 'exact' }, expense_id: { operator: 'exact' } },
  },
  'purchase-orders': {
    list: '/api/admin/purchase-orders',
    one: '/api/admin/purchase-orders/{id}',
    import: '/api/admin/purchase-orders/import',
    status: '/api/admin/purchase-orders/{id}/status',
    sortable: ['number', 'vendor_name', 'total', 'expected_date', 'status', 'created_at'],
  },
  counterparts: {
    list: '/api/admin/counterparts',
    one: '/api/admin/counterparts/{id}',
    import: '/api/admin/counterparts/import',
    status: '/api/admin/counterparts/{id}/status',
    sortable: ['name', 'legal_name', 'trn', 'payment_terms_days', 'is_on_hold', 'status', 'created_at'],
  },
  'gl-accounts': {
    list: '/api/admin/accounting/gl-accounts',
    one: '/api/admin/accounting/gl-accounts/{id}',
    import: '/api/admin/accounting/gl-accounts/import',
    status: '/api/admin/accounting/gl-accounts/{id}/status',
    sortable: ['code', 'name', 'type', 'status', 'created_at'],
  },
  'tax-rates': {
    list: '/api/admin/accounting/tax-rates',
    one: '/api/admin/accounting/tax-rates/{id}',
    import: '/api/admin/accounting/tax-rates/import',
    status: '/api/admin/accounting/tax-rates/{id}/status',
    sortable: ['name', 'rate', 'type', 'status', 'created_at'],
  },
  categories: {
    list: '/api/admin/categories',
    one: '/api/admin/categories/{id}',
    import: '/api/admin/categories/import',
    status: '/api/admin/categories/{id}/status',
    sortable: ['tree', 'name', 'code', 'receipt_required_above', 'status', 'created_at'],
  },
  classifications: {
    list: '/api/admin/classifications',
    one: '/api/admin/classifications/{id}',
    import: '/api/admin/classifications/import',
    status: '/api/admin/classifications/{id}/status',
    sortable: ['priority', 'name', 'status', 'created_at'],
  },
  'sub-tenants': {
    list: '/api/admin/sub-tenants',
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof RESOURCES;

export function endpointsOf(resource: string): ResourceEndpoints {
  const endpoints: ResourceEndpoints | undefined = (RESOURCES as Record<string, ResourceEndpoints>)[resource];
  if (!endpoints) throw new Error(`No API path is mapped for the resource "${resource}"`);
  return endpoints;
}
