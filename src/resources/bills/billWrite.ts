import type { components } from '../../api/schema';
import type { LineValues } from '../shared/lines/LinesEditor';

export type BillLineValues = LineValues & { category_id?: number | null; project_id?: number | null };

/** A new line: quantity 1, no category or project yet. */
export const NEW_BILL_LINE: BillLineValues = { description: '', quantity: 1, category_id: null, project_id: null };

/** What the API takes from the form's values. */
export function billWrite(values: Record<string, unknown>): components['schemas']['BillWrite'] {
  const lines = (values.lines as BillLineValues[] | undefined) ?? [];
  const nullable = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));
  return {
    vendor_id: Number(values.vendor_id),
    invoice_number: String(values.invoice_number ?? '').trim(),
    invoice_date: String(values.invoice_date ?? ''),
    due_date: String(values.due_date ?? ''),
    currency: values.currency as components['schemas']['Currency'],
    lines: lines.map((line) => ({
      description: String(line.description ?? '').trim(),
      quantity: Number(line.quantity),
      unit_price: Number(line.unit_price),
      tax_rate_id: Number(line.tax_rate_id),
      category_id: nullable(line.category_id),
      project_id: nullable(line.project_id),
    })),
    purchase_order_id: nullable(values.purchase_order_id),
    source: (values.source as components['schemas']['BillSource']) ?? 'manual',
    notes: String(values.notes ?? '').trim() || null,
  };
}
