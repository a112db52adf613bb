import { Box } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { formatMoney } from '../domain/amounts';
import { hasAmount, NO_AMOUNT } from '../domain/display';

export type MoneyProps = {
  /** The amount; 0 or none shows '-' (spec §5) unless `showZero`. */
  amount: number | string | null | undefined;
  /** Its currency code (AED, USD, …), always shown with the amount. */
  currency: string;
  /** Show 0 as an amount ('AED 0.00'), e.g. an available balance. */
  showZero?: boolean;
};

/**
 * Every amount a user reads: with its currency, formatted for the active language ('AED 11,429.00';
 * Arabic order and digits), in tabular digits so columns line up. In a table, give the cell
 * `{...AMOUNT_CELL}` so it is right-aligned too.
 */
export const Money = ({ amount, currency, showZero = false }: MoneyProps) => {
  const [locale] = useLocaleState();
  const shown = hasAmount(amount) || (showZero && amount !== null && amount !== undefined && Number.isFinite(Number(amount)));
  return (
    <Box component="span" data-money="" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {shown ? formatMoney(Number(amount), currency, locale) : NO_AMOUNT}
    </Box>
  );
};

/** Props of a table cell (MUI `TableCell`, react-admin `DataTable.Col`) holding a `<Money>`: right-aligned, tabular digits. */
export const AMOUNT_CELL = { align: 'right', sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;
