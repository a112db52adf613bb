import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  useGetList,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { TaxRate } from '../../../api/schema';
import { validateAmount } from '../../../domain/amounts';
import { exceedsLinesMaximum, lineTotals } from '../../../domain/lineTotals';
import { OPTIONS_PAGE } from '../../../domain/optionLists';
import { LINE_EDITOR_SX, LINE_QUANTITY_SX, LINE_UNIT_PRICE_SX } from '../../../layout/forms/lineEditorSx';
import { Money } from '../../../layout/Money';

/** What every line of a document has (a bill's or a purchase order's line adds its own fields). */
export type LineValues = { description?: string; quantity?: number; unit_price?: number; tax_rate_id?: number };

/** The texts of one document's lines: its field labels (`<fields>.quantity`…) and its two messages. */
export type LinesTexts = {
  /** The key prefix of the labels: 'resources.bills.fields'. */
  fields: string;
  /** No line at all: 'Add at least one line'. */
  linesRequired: string;
  /** Over the maximum total. */
  totalTooHigh: string;
};

/** The company's active tax rates (one request for every line of the form). */
export function useTaxRates(): TaxRate[] {
  const { data } = useGetList<TaxRate>('tax-rates', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  return data ?? [];
}

const rateOf = (rates: readonly TaxRate[], id: unknown) => rates.find((rate) => rate.id === id)?.rate ?? 0;
const totalsOf = (lines: readonly (LineValues | undefined)[], rates: readonly TaxRate[]) =>
  lineTotals(
    lines.map((line) => ({
      quantity: Number(line?.quantity),
      unit_price: Number(line?.unit_price),
      vat_rate: rateOf(rates, line?.tax_rate_id),
    })),
  );

/** A line's amount before VAT, live (the one totals rule). */
const LineAmount = ({ rates, label }: { rates: TaxRate[]; label: string }) => {
  const { getSource } = useSourceContext();
  const translate = useTranslate();
  const line = useWatch({ name: getSource('') }) as LineValues | undefined;
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? 'AED';
  const [amounts] = totalsOf([line], rates).lines;
  return (
    <Box sx={{ minWidth: 120, alignSelf: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Money amount={amounts.amount} currency={currency} showZero />
    </Box>
  );
};

/** Subtotal, VAT and total of the lines as typed (the one totals rule), and the API's error on the total. */
const LinesTotals = ({ rates, texts, testId }: { rates: TaxRate[]; texts: LinesTexts; testId: string }) => {
  const translate = useTranslate();
  const lines = (useWatch({ name: 'lines' }) as LineValues[] | undefined) ?? [];
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? 'AED';
  const { errors } = useFormState();
  const totals = totalsOf(lines, rates);
  const serverError = errors.total?.message;
  return (
    <Box aria-live="polite" data-testid={testId} sx={{ display: 'grid', gap: 0.5, justifyItems: 'end' }}>
      <Typography>
        {translate(`${texts.fields}.subtotal`)}: <Money amount={totals.subtotal} currency={currency} showZero />
      </Typography>
      <Typography>
        {translate(`${texts.fields}.vat_total`)}: <Money amount={totals.vat_total} currency={currency} showZero />
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {translate(`${texts.fields}.total`)}: <Money amount={totals.total} currency={currency} showZero />
      </Typography>
      {serverError || exceedsLinesMaximum(totals.total) ? (
        <Alert severity="error" role="alert">
          {serverError ? translate(String(serverError), { _: String(serverError) }) : translate(texts.totalTooHigh)}
        </Alert>
      ) : null}
    </Box>
  );
};

type LinesEditorProps = {
  texts: LinesTexts;
  rates: TaxRate[];
  /** Fields of a line before its description (a purchase order's inventory item). */
  before?: ReactNode;
  /** Fields of a line after its VAT rate (a bill's category, GL account and project). */
  after?: ReactNode;
  /** The totals' test id ('bill-totals'). */
  totalsTestId: string;
};

/**
 * The one editor of a document's lines (bills, purchase orders): description, quantity, unit price and
 * VAT rate, the document's own fields around them, each line's amount and the live totals with the
 * maximum. Fields keep readable widths at 1440 px and stack as a card per line below 600 px.
 */
export const LinesEditor = ({ texts, rates, before, after, totalsTestId }: LinesEditorProps) => {
  const F = texts.fields;
  return (
    <>
      <ArrayInput source="lines" validate={minLength(1, texts.linesRequired)}>
        <SimpleFormIterator inline disableReordering sx={LINE_EDITOR_SX}>
          {before}
          <TextInput
            source="description"
            label={`${F}.description`}
            validate={[required(), maxLength(200)]}
            helperText={false}
            sx={{ minWidth: 200 }}
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
            sx={{ minWidth: 150 }}
          />
          {after}
          <LineAmount rates={rates} label={`${F}.amount`} />
        </SimpleFormIterator>
      </ArrayInput>
      <LinesTotals rates={rates} texts={texts} testId={totalsTestId} />
    </>
  );
};
