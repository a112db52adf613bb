import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import type { PurchaseOrder, PurchaseOrderWrite } from '../../api/schema';
import { formatMoney } from '../../domain/amounts';
import { PURCHASE_ORDER_STATUSES } from '../../domain/contractLists';
import { exportDay } from '../../domain/dates';
import { isPurchaseOrderEditable, personPurchaseOrderSteps } from '../../domain/purchaseOrderLifecycle';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { NEW_LINE, PurchaseOrderInputs, type LineValues } from './PurchaseOrderInputs';

const T = 'resources.purchase-orders.catalogue.steps';

/**
 * Purchase orders as a catalogue: a lifecycle instead of archive, a wide form, and a CSV import of one
 * row per order line grouped by `reference` into drafts (the export is one row per order).
 */
export const purchaseOrderCatalogue: CatalogueView<PurchaseOrder> = {
  resource: 'purchase-orders',
  csvColumns: [
    'number',
    'vendor_name',
    'status',
    'currency',
    'subtotal',
    'vat_total',
    'total',
    'billed_amount',
    'expected_date',
    'created_at',
  ],
  toCsvRow: (po) => ({
    number: po.number,
    vendor_name: po.vendor_name,
    status: po.status,
    currency: po.currency,
    subtotal: po.subtotal,
    vat_total: po.vat_total,
    total: po.total,
    billed_amount: po.billed_amount,
    expected_date: exportDay(po.expected_date),
    created_at: exportDay(po.created_at),
  }),
  importExample: {
    reference: 'PO-1',
    vendor: 'Gulf Office Supplies',
    currency: 'AED',
    expected_date: '15/12/2026',
    notes: 'Deliver to reception',
    sku: 'PAPER-A4',
    description: 'A4 paper, box of 5 reams',
    quantity: '10',
    unit_price: '22.50',
    vat_rate: 'UAE VAT 5%',
  },
  nameOf: (po) => po.number,
  newValues: { vendor_id: null, currency: 'AED', expected_date: null, notes: '', lines: [NEW_LINE] },
  toWrite: (values): PurchaseOrderWrite => ({
    vendor_id: Number(values.vendor_id),
    lines: ((values.lines as LineValues[] | undefined) ?? []).map((line) => ({
      item_id: line.item_id ?? null,
      description: String(line.description ?? '').trim(),
      quantity: Number(line.quantity),
      unit_price: Number(line.unit_price),
      tax_rate_id: Number(line.tax_rate_id),
    })),
    currency: (values.currency as PurchaseOrderWrite['currency']) ?? 'AED',
    expected_date: (values.expected_date as string | null) || null,
    notes: String(values.notes ?? '').trim() || null,
  }),
  Inputs: PurchaseOrderInputs,
  importedNotice: 'purchase_orders_imported',
  importColumns: ['reference', 'vendor', 'currency', 'expected_date', 'notes', 'sku', 'description', 'quantity', 'unit_price', 'vat_rate'],
  wideForm: true,
  lifecycle: {
    family: 'purchase_order',
    statuses: PURCHASE_ORDER_STATUSES,
    editable: (po) => isPurchaseOrderEditable(po.status),
    steps: (po) => personPurchaseOrderSteps(po),
    stepIcons: { open: SendOutlined, closed: AddTaskOutlined, cancelled: BlockOutlined },
    consequences: (po, to, translate, locale) => {
      const args = {
        number: po.number,
        vendor: po.vendor_name,
        total: formatMoney(po.total, po.currency, locale),
        billed: formatMoney(po.billed_amount, po.currency, locale),
        smart_count: po.lines.length,
      };
      return [translate(`${T}.${to}.consequence`, args), translate(`${T}.${to}.after`, args)];
    },
  },
};
