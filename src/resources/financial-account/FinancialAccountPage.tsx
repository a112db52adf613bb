import { useState } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { Button, Stack, Typography } from '@mui/material';
import {
  DataTable,
  FilterButton,
  List,
  NumberInput,
  ResourceContextProvider,
  SelectArrayInput,
  TopToolbar,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { WalletEntry } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/amounts';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { useQuickActionDialog } from '../../layout/dialogs/useQuickActionDialog';
import { DayInput } from '../../layout/inputs/DayInput';
import { PeriodPresetInput } from '../../layout/inputs/PeriodPresetInput';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { phoneFilters } from '../../layout/lists/phoneFilters';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { RowLink } from '../../layout/lists/RowLink';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { usePermissions } from '../../providers/access/usePermissions';
import { ConvertCurrencyDialog } from './ConvertCurrencyDialog';
import { ledgerReferencePath } from './ledgerReference';
import { MoveMoneyDialog } from './MoveMoneyDialog';
import { StatementDownload } from './StatementDownload';
import { useWallet } from './useWallet';
import { WalletOverview } from './WalletOverview';
import { walletEntryTypeChoices, walletEntryTypeLabel } from './walletChoices';

const Column = DataTable.Col<WalletEntry>;
const T = 'resources.wallet-entries';

/** Who may convert the wallet's currencies (the API's rule: `POST wallet/conversions`). */
const CONVERT_PERMISSION = ['update corporate e-wallet information'] as const;

const notNegative: Validator = (value) => (typeof value === 'number' && value < 0 ? 'ra.validation.minValue' : undefined);

/** Ledger filters: type, Dubai days and the size of the movement; keys map to `filters[...]` in resources.ts. */
const ledgerFilters = [
  <SelectArrayInput key="type" source="type" choices={walletEntryTypeChoices} alwaysOn />,
  <PeriodPresetInput key="date_period" source="date_period" fromSource="date_from" toSource="date_to" alwaysOn />,
  <DayInput key="date_from" source="date_from" alwaysOn />,
  <DayInput key="date_to" source="date_to" alwaysOn />,
  <NumberInput key="amount_from" source="amount_from" step={0.01} validate={notNegative} />,
  <NumberInput key="amount_to" source="amount_to" step={0.01} validate={notNegative} />,
];

const EntryType = ({ entry }: { entry: WalletEntry }) => {
  const translate = useTranslate();
  return <>{translate(walletEntryTypeLabel(entry.type))}</>;
};

/** The entry's description, a link to what moved the money when it has a page (a bill, a salary run, …). */
const EntryDescription = ({ entry }: { entry: WalletEntry }) => {
  const to = ledgerReferencePath(entry.reference_kind, entry.reference_id);
  return to ? <RowLink to={to}>{entry.description}</RowLink> : <>{entry.description}</>;
};

/** A signed amount: money in with a plus, money out with a minus. */
const SignedMoney = ({ entry }: { entry: WalletEntry }) => {
  const [locale] = useLocaleState();
  const text = formatMoney(Math.abs(entry.amount), entry.currency, locale);
  return (
    <Typography
      component="span"
      variant="body2"
      color={entry.amount < 0 ? 'text.primary' : 'success.main'}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {entry.amount < 0 ? `−${text}` : `+${text}`}
    </Typography>
  );
};

/** The ledger: every movement newest first with the balance after it, filtered and paged by the API. */
const Ledger = () => {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="wallet-entries">
      <List
        resource="wallet-entries"
        title={`${T}.title`}
        perPage={DEFAULT_PAGE_SIZE}
        sort={{ field: 'at', order: 'DESC' }}
        filters={phoneFilters(ledgerFilters, isPhone)}
        actions={
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        }
        exporter={false}
        pagination={<ListPagination />}
        empty={<ListEmptyState icon={AccountBalanceOutlined} title={`${T}.empty.title`} message={`${T}.empty.message`} />}
        error={<ListErrorState />}
        aria-label={translate(`${T}.ledger`)}
      >
        <ResponsiveDataTable<WalletEntry>
          phone={{
            primaryText: (entry) => entry.description,
            secondaryText: (entry) => formatDate(entry.at, 'dateTime'),
            tertiaryText: (entry) => <SignedMoney entry={entry} />,
          }}
        >
          <Column source="at" render={(entry) => formatDate(entry.at, 'dateTime')} sx={{ whiteSpace: 'nowrap' }} />
          <Column source="type" disableSort render={(entry) => <EntryType entry={entry} />} />
          <Column source="description" disableSort render={(entry) => <EntryDescription entry={entry} />} />
          <Column source="amount" render={(entry) => <SignedMoney entry={entry} />} {...AMOUNT_CELL} />
          <Column
            source="balance_after"
            disableSort
            render={(entry) => <Money amount={entry.balance_after} currency={entry.currency} showZero />}
            {...AMOUNT_CELL}
          />
        </ResponsiveDataTable>
      </List>
    </ResourceContextProvider>
  );
};

/**
 * `/financial-account` (issue 14): the company wallet — its balances, pending money, account details
 * with copy buttons, the low-balance banner, Move money (`?action=move-money`), monthly statements as
 * CSV and the ledger with its running balance. Behind the card-services lock (the manifest).
 */
const FinancialAccountPage = () => {
  const translate = useTranslate();
  const wallet = useWallet();
  const moveMoney = useQuickActionDialog('move-money');
  const [converting, setConverting] = useState(false);
  const mayConvert = usePermissions(CONVERT_PERMISSION).isPermitted('update corporate e-wallet information');

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Stack direction="row" justifyContent="flex-end" alignItems="center" flexWrap="wrap" gap={1}>
        {mayConvert && (
          <Button variant="outlined" startIcon={<CurrencyExchangeOutlined />} onClick={() => setConverting(true)}>
            {translate(`${T}.convert.action`)}
          </Button>
        )}
        <Button variant="contained" startIcon={<SwapHorizOutlined />} onClick={moveMoney.show}>
          {translate(`${T}.move_money`)}
        </Button>
      </Stack>
      <WalletOverview wallet={wallet.data} />
      <StatementDownload />
      <section aria-labelledby="wallet-ledger-title">
        <Typography id="wallet-ledger-title" variant="h6" component="h2">
          {translate(`${T}.ledger`)}
        </Typography>
        <Ledger />
      </section>
      <MoveMoneyDialog open={moveMoney.open} onClose={moveMoney.close} />
      <ConvertCurrencyDialog open={converting} onClose={() => setConverting(false)} wallet={wallet.data} />
    </Stack>
  );
};

export default FinancialAccountPage;
