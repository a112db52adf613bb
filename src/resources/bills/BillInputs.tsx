import { useEffect, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  useGetList,
  useLocaleState,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { Bill, Category, components, Counterpart, GlAccount, Project, PurchaseOrder, TaxRate } from '../../api/schema';
import { validateAmount } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { exceedsPurchaseOrderMaximum, lineTotals } from '../../domain/purchaseOrderTotals';
import { DayInput } from '../../layout/inputs/DayInput';
import { Money } from '../../layout/Money';
import { billSourceChoices, currencyChoices } from './billChoices';
import { OPTIONS_PAGE } from '../../domain/optionLists';
import { LINE_EDITOR_SX, LINE_QUANTITY_SX, LINE_UNIT_PRICE_SX } from '../../layout/forms/lineEditorSx';

export type BillLineValues = {
  description?: string;
  quantity?: number;
  unit_price?: number;
  tax_rate_id?: number;
  category_id?: number | null;
  project_id?: number | null;
};

const F = 'resources.bills.fields';
const ACTIVE = { status: 'active' };

/** A new line: quantity 1, no category or project yet. */
export const NEW_BILL_LINE: BillLineValues = { description: '', quantity: 1, category_id: null, project_id: null };

/** The company's active tax rates, categories (with their GL accounts) and projects, one request each for every line. */
function useLineChoices() {
  const rates = useGetList<TaxRate>('tax-rates', { pagination: OPTIONS_PAGE, sort: { field: 'name', order: 'ASC' }, filter: ACTIVE });
  const categories = useGetList<Category>('categories', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'tree', order: 'ASC' },
    filter: ACTIVE,
  });
  const accounts = useGetList<GlAccount>('gl-accounts', { pagination: OPTIONS_PAGE, sort: { field: 'code', order: 'ASC' } });
  const projects = useGetList<Project>('projects', { pagination: OPTIONS_PAGE, sort: { field: 'name', order: 'ASC' }, filter: ACTIVE });
  return { rates: rates.data ?? [], categories: categories.data ?? [], accounts: accounts.data ?? [], projects: projects.data ?? [] };
}

const rateOf = (rates: readonly TaxRate[], id: unknown) => rates.find((rate) => rate.id === id)?.rate ?? 0;

/** The GL account a line's category codes it to, shown under the line (or that it has none). */
const LineAccount = ({ categories, accounts }: { categories: Category[]; accounts: GlAccount[] }) => {
  const { getSource } = useSourceContext();
  const translate = useTranslate();
  const categoryId = useWatch({ name: getSource('category_id') }) as number | null | undefined;
  const category = categories.find((row) => row.id === categoryId);
  const account = category?.gl_account_id ? accounts.find((row) => row.id === category.gl_account_id) : undefined;
  return (
    <Box sx={{ minWidth: 160, alignSelf: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`${F}.gl_account`)}
      </Typography>
      <Typography variant="body2">{account ? `${account.code} · ${account.name}` : '-'}</Typography>
    </Box>
  );
};

/** A line's amount before VAT, live (the one totals rule). */
const LineAmount = ({ rates, currency }: { rates: TaxRate[]; currency: string }) => {
  const { getSource } = useSourceContext();
  const translate = useTranslate();
  const line = useWatch({ name: getSource('') }) as BillLineValues | undefined;
  const [amounts] = lineTotals([
    { quantity: Number(line?.quantity), unit_price: Number(line?.unit_price), vat_rate: rateOf(rates, line?.tax_rate_id) },
  ]).lines;
  return (
    <Box sx={{ minWidth: 110, alignSelf: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`${F}.amount`)}
      </Typography>
      <Money amount={amounts.amount} currency={currency} showZero />
    </Box>
  );
};

/** Subtotal, VAT and total of the lines as typed (the one totals rule), and the API's error on the total. */
const Totals = ({ rates }: { rates: TaxRate[] }) => {
  const translate = useTranslate();
  const lines = (useWatch({ name: 'lines' }) as BillLineValues[] | undefined) ?? [];
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? 'AED';
  const { errors } = useFormState();
  const totals = lineTotals(
    lines.map((line) => ({
      quantity: Number(line?.quantity),
      unit_price: Number(line?.unit_price),
      vat_rate: rateOf(rates, line?.tax_rate_id),
    })),
  );
  const serverError = errors.total?.message;
  const tooMuch = exceedsPurchaseOrderMaximum(totals.total);
  return (
    <Box aria-live="polite" data-testid="bill-totals" sx={{ display: 'grid', gap: 0.5, justifyItems: 'end' }}>
      <Typography>
        {translate(`${F}.subtotal`)}: <Money amount={totals.subtotal} currency={currency} showZero />
      </Typography>
      <Typography>
        {translate(`${F}.vat_total`)}: <Money amount={totals.vat_total} currency={currency} showZero />
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {translate(`${F}.total`)}: <Money amount={totals.total} currency={currency} showZero />
      </Typography>
      {serverError || tooMuch ? (
        <Alert severity="error" role="alert">
          {serverError ? translate(String(serverError), { _: String(serverError) }) : translate('resources.bills.validation.total')}
        </Alert>
      ) : null}
    </Box>
  );
};

/** A value that settles a moment after typing stops (so the duplicate check asks once per pause). */
function useSettled<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Warns while the form is filled in when the vendor already has a bill with this invoice number (case
 * and spaces ignored, the mock's one rule), naming it; saving is still allowed, and the bill is flagged.
 */
const DuplicateWarning = ({ recordId }: { recordId?: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const vendorId = useWatch({ name: 'vendor_id' }) as number | undefined;
  const invoiceNumber = useSettled(String((useWatch({ name: 'invoice_number' }) as string | undefined) ?? '').trim());
  const enabled = Boolean(vendorId) && invoiceNumber !== '';
  const { data = [] } = useGetList<Bill>(
    'bills',
    {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { vendor_id: vendorId, invoice_number: invoiceNumber, is_void: 0 },
    },
    { enabled },
  );
  // The first bill with this number (the lowest id), as the mock's duplicate rule names it.
  const first = enabled ? data.filter((bill) => bill.id !== recordId).sort((a, b) => a.id - b.id)[0] : undefined;
  if (!first) return null;
  return (
    <Alert severity="warning" role="status">
      {translate('resources.bills.duplicate.form', {
        number: first.invoice_number,
        vendor: first.vendor_name,
        date: formatDate(first.invoice_date, 'date', locale),
      })}
    </Alert>
  );
};

/** The vendor's open or partially billed purchase orders in the bill's currency (optional). */
const PurchaseOrderInput = () => {
  const vendorId = useWatch({ name: 'vendor_id' }) as number | undefined;
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  const { data = [] } = useGetList<PurchaseOrder>(
    'purchase-orders',
    { pagination: OPTIONS_PAGE, sort: { field: 'number', order: 'ASC' }, filter: { vendor_id: vendorId } },
    { enabled: Boolean(vendorId) },
  );
  const choices = data.filter((order) => order.currency === currency && (order.status === 'open' || order.status === 'partially_billed'));
  return (
    <SelectInput
      source="purchase_order_id"
      choices={choices}
      optionText="number"
      emptyText="resources.bills.no_purchase_order"
      helperText="resources.bills.help.purchase_order"
      sx={{ minWidth: 200 }}
    />
  );
};

/**
 * A draft bill's inputs: vendor (active, not on hold), invoice number and dates, currency, an optional
 * purchase order, source, notes and the lines (description, quantity, unit price, VAT rate, category
 * with its GL account, project) with live totals, and the duplicate warning.
 */
export const BillInputs = ({ recordId }: { recordId?: number }) => {
  const { rates, categories, accounts, projects } = useLineChoices();
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? 'AED';
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ReferenceInput
          source="vendor_id"
          reference="counterparts"
          perPage={1000}
          sort={{ field: 'name', order: 'ASC' }}
          filter={{ status: 'active', is_on_hold: false }}
        >
          <SelectInput
            optionText={(vendor: Counterpart) => vendor.name}
            validate={required()}
            label={`${F}.vendor_id`}
            sx={{ minWidth: 220 }}
          />
        </ReferenceInput>
        <TextInput source="invoice_number" validate={[required(), maxLength(60)]} />
        <SelectInput source="currency" choices={currencyChoices} validate={required()} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DayInput source="invoice_date" validate={required()} />
        <DayInput source="due_date" validate={required()} />
        <SelectInput source="source" choices={billSourceChoices} validate={required()} />
        <PurchaseOrderInput />
      </Stack>
      <DuplicateWarning recordId={recordId} />
      <ArrayInput source="lines" validate={minLength(1, 'resources.bills.validation.lines')}>
        <SimpleFormIterator inline disableReordering sx={LINE_EDITOR_SX}>
          <TextInput
            source="description"
            label={`${F}.description`}
            validate={[required(), maxLength(200)]}
            helperText={false}
            sx={{ minWidth: 180 }}
          />
          <NumberInput
            source="quantity"
            label={`${F}.quantity`}
            validate={[required(), minValue(0.001), maxValue(1_000_000)]}
            helperText={false}
            sx={LINE_QUANTITY_SX}
          />
          <NumberInput
            source="unit_price"
            label={`${F}.unit_price`}
            step={0.01}
            validate={[required(), validateAmount]}
            helperText={false}
            sx={LINE_UNIT_PRICE_SX}
          />
          <SelectInput
            source="tax_rate_id"
            label={`${F}.tax_rate_id`}
            choices={rates}
            optionText="name"
            validate={required()}
            helperText={false}
            sx={{ minWidth: 140 }}
          />
          <SelectInput
            source="category_id"
            label={`${F}.category_id`}
            choices={categories}
            optionText="name"
            emptyText="resources.bills.no_category"
            helperText={false}
            sx={{ minWidth: 160 }}
          />
          <LineAccount categories={categories} accounts={accounts} />
          <SelectInput
            source="project_id"
            label={`${F}.project_id`}
            choices={projects}
            optionText="name"
            emptyText="resources.bills.no_project"
            helperText={false}
            sx={{ minWidth: 140 }}
          />
          <LineAmount rates={rates} currency={currency} />
        </SimpleFormIterator>
      </ArrayInput>
      <Totals rates={rates} />
      <TextInput source="notes" multiline minRows={2} validate={maxLength(1000)} />
    </>
  );
};

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
