import { Box, Stack, Typography } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, maxLength, required, useGetList, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Category, Counterpart, GlAccount, Project, PurchaseOrder } from '../../api/schema';
import { OPTIONS_PAGE } from '../../domain/optionLists';
import { DayInput } from '../../layout/inputs/DayInput';
import { LinesEditor, useTaxRates, type LinesTexts } from '../shared/lines/LinesEditor';
import { billSourceChoices, currencyChoices } from './billChoices';
import { BillDuplicateWarning } from './BillDuplicateWarning';

const F = 'resources.bills.fields';
const ACTIVE = { status: 'active' };
const LINES_TEXTS: LinesTexts = {
  fields: F,
  linesRequired: 'resources.bills.validation.lines',
  totalTooHigh: 'resources.bills.validation.total',
};

/** The company's active categories (with their GL accounts) and projects, one request each for every line. */
function useCodingChoices() {
  const categories = useGetList<Category>('categories', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'tree', order: 'ASC' },
    filter: ACTIVE,
  });
  const accounts = useGetList<GlAccount>('gl-accounts', { pagination: OPTIONS_PAGE, sort: { field: 'code', order: 'ASC' } });
  const projects = useGetList<Project>('projects', { pagination: OPTIONS_PAGE, sort: { field: 'name', order: 'ASC' }, filter: ACTIVE });
  return { categories: categories.data ?? [], accounts: accounts.data ?? [], projects: projects.data ?? [] };
}

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
 * purchase order, source, notes and the lines (the one lines editor, with each line's category, its GL
 * account and project) with live totals, and the duplicate warning.
 */
export const BillInputs = ({ recordId }: { recordId?: number }) => {
  const rates = useTaxRates();
  const { categories, accounts, projects } = useCodingChoices();
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
      <BillDuplicateWarning recordId={recordId} />
      <LinesEditor
        texts={LINES_TEXTS}
        rates={rates}
        totalsTestId="bill-totals"
        after={
          <>
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
          </>
        }
      />
      <TextInput source="notes" multiline minRows={2} validate={maxLength(1000)} />
    </>
  );
};
