import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import {
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useGetList,
  useLocaleState,
  useSourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Counterpart, InventoryItem, PurchaseOrder, TaxRate } from '../../api/schema';
import { CURRENCIES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { isPurchaseOrderEditable } from '../../domain/purchaseOrderLifecycle';
import { Fact } from '../../layout/detail/Fact';
import { DayInput } from '../../layout/inputs/DayInput';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { TableScroll } from '../../layout/lists/TableScroll';
import { OPTIONS_PAGE } from '../../domain/optionLists';
import { LinesEditor, useTaxRates, type LineValues as BaseLineValues, type LinesTexts } from '../shared/lines/LinesEditor';

export type LineValues = BaseLineValues & { item_id?: number | null };

const F = 'resources.purchase-orders.fields';
const LINES_TEXTS: LinesTexts = {
  fields: F,
  linesRequired: 'resources.purchase-orders.validation.lines',
  totalTooHigh: 'resources.purchase-orders.validation.total',
};

/** A new line: free text, quantity 1. */
export const NEW_LINE: LineValues = { item_id: null, description: '', quantity: 1 };

const ACTIVE = { status: 'active' };

/** The company's active inventory items (one request, shared by every line). */
function useInventoryItems(): InventoryItem[] {
  const { data } = useGetList<InventoryItem>('inventory', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'name', order: 'ASC' },
    filter: ACTIVE,
  });
  return data ?? [];
}

/** A line's item: choosing one fills the line's description, unit price and VAT rate (the rate of the item's VAT treatment). */
const LineItemInput = ({ items, rates }: { items: InventoryItem[]; rates: TaxRate[] }) => {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const prefill = (event: RaRecord | ChangeEvent<HTMLInputElement>) => {
    const value = 'target' in event ? event.target.value : event.id;
    const item = items.find((candidate) => candidate.id === Number(value));
    if (!item) return;
    const rate = rates.find((candidate) => candidate.type === item.vat_rate);
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(getSource('description'), item.name, options);
    setValue(getSource('unit_price'), item.unit_price, options);
    if (rate) setValue(getSource('tax_rate_id'), rate.id, options);
  };
  return (
    <SelectInput
      source="item_id"
      label={`${F}.item_id`}
      choices={items}
      optionText={(item: InventoryItem) => `${item.sku} · ${item.name}`}
      emptyText="resources.purchase-orders.free_text"
      onChange={prefill}
      helperText={false}
      sx={{ minWidth: 200 }}
    />
  );
};

/** The editable form of a draft: vendor, currency, expected date, notes and the lines with their totals. */
const DraftInputs = () => {
  const items = useInventoryItems();
  const rates = useTaxRates();
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
            sx={{ minWidth: 240 }}
          />
        </ReferenceInput>
        <SelectInput source="currency" choices={CURRENCIES.map((code) => ({ id: code, name: code }))} validate={required()} />
        <DayInput source="expected_date" />
      </Stack>
      <LinesEditor
        texts={LINES_TEXTS}
        rates={rates}
        totalsTestId="purchase-order-totals"
        before={<LineItemInput items={items} rates={rates} />}
      />
      <TextInput source="notes" multiline minRows={2} validate={maxLength(1000)} />
    </>
  );
};

/** A submitted order, read-only: its facts, lines, totals and history. */
const OrderSummary = ({ record }: { record: PurchaseOrder }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: number) => <Money amount={amount} currency={record.currency} showZero />;
  return (
    <>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Fact label={translate(`${F}.number`)}>{record.number}</Fact>
        <Fact label={translate(`${F}.vendor_id`)}>{record.vendor_name}</Fact>
        <Fact label={translate(`${F}.status`)}>
          <StatusChip family="purchase_order" status={record.status} />
        </Fact>
        <Fact label={translate(`${F}.expected_date`)}>{formatDate(record.expected_date, 'date', locale)}</Fact>
        <Fact label={translate(`${F}.billed_amount`)}>{money(record.billed_amount)}</Fact>
      </Stack>
      <TableScroll label={translate(`${F}.lines`)}>
        <Table size="small" aria-label={translate(`${F}.lines`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${F}.description`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${F}.quantity`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${F}.unit_price`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${F}.tax_rate_id`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${F}.amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell>{line.description}</TableCell>
                <TableCell {...AMOUNT_CELL}>{line.quantity}</TableCell>
                <TableCell {...AMOUNT_CELL}>{money(line.unit_price)}</TableCell>
                <TableCell {...AMOUNT_CELL}>{`${line.vat_rate}%`}</TableCell>
                <TableCell {...AMOUNT_CELL}>{money(line.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'end' }}>
        <Typography>
          {translate(`${F}.subtotal`)}: {money(record.subtotal)}
        </Typography>
        <Typography>
          {translate(`${F}.vat_total`)}: {money(record.vat_total)}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {translate(`${F}.total`)}: {money(record.total)}
        </Typography>
      </Box>
      {record.notes ? <Fact label={translate(`${F}.notes`)}>{record.notes}</Fact> : null}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {translate(`${F}.history`)}
        </Typography>
        <ul>
          {record.history.map((entry, index) => (
            <li key={index}>
              {translate(`resources.purchase-orders.history.${entry.event}`, {
                at: formatDate(entry.at, 'date', locale),
                status: translate(`spendboard.status.purchase_order.${entry.to}`),
                by: entry.by ?? translate('resources.purchase-orders.history.system'),
              })}
            </li>
          ))}
        </ul>
      </Box>
    </>
  );
};

/** A purchase order's form: a draft's inputs (lines editor with live totals), or a submitted order read-only. */
export const PurchaseOrderInputs = ({ record }: { record?: PurchaseOrder }) =>
  record && !isPurchaseOrderEditable(record.status) ? <OrderSummary record={record} /> : <DraftInputs />;
