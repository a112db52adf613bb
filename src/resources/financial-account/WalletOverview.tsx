import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Box, Card, CardContent, IconButton, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { WalletSummary } from '../../providers/data/methods/wallet';

const COMPANY_SETTINGS_PATH = '/settings/company-settings';
const T = 'resources.wallet-entries';

/** One figure of the wallet: a label, the amount and a line saying what it is. */
const Figure = ({
  label,
  amount,
  currency,
  help,
  testId,
}: {
  label: string;
  amount: number;
  currency: string;
  help?: string;
  testId: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 200 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {translate(label)}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(amount, currency, locale)}
        </Typography>
        {help && (
          <Typography variant="caption" color="text.secondary">
            {translate(help)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** A labelled value with a copy button that names what it copies. */
const CopyableFact = ({ label, value }: { label: string; value: string }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const field = translate(label);
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    notice('wallet_copied', { field });
  };
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {field}
        </Typography>
        <Typography variant="body1" component="p" sx={{ overflowWrap: 'anywhere' }} dir="ltr">
          {value || '—'}
        </Typography>
      </Box>
      {value && (
        <Tooltip title={translate(`${T}.copy`, { field })}>
          <IconButton size="small" onClick={copy} aria-label={translate(`${T}.copy`, { field })}>
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};

/**
 * The wallet at a glance: the low-balance banner when the balance is below company settings' alert
 * amount, the available balance with pending incoming and outgoing, and the account details.
 */
export const WalletOverview = ({ wallet }: { wallet: WalletSummary | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A progress bar with a name (a plain span may not carry a label): screen readers say the wallet is loading.
  if (!wallet) return <Skeleton variant="rounded" height={140} role="progressbar" aria-label={translate('spendboard.loading')} />;
  const others = wallet.balances.filter((row) => row.currency !== wallet.currency && row.balance !== 0);
  return (
    <Stack spacing={2}>
      {wallet.is_below_alert && (
        <Alert severity="warning" data-testid="low-balance-banner">
          {translate(`${T}.low_balance`, {
            balance: formatMoney(wallet.available, wallet.currency, locale),
            threshold: formatMoney(wallet.low_balance_alert_amount, wallet.currency, locale),
          })}{' '}
          <Link component={RouterLink} to={COMPANY_SETTINGS_PATH}>
            {translate(`${T}.low_balance_settings`)}
          </Link>
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={`${T}.available`} amount={wallet.available} currency={wallet.currency} testId="wallet-available" />
        <Figure
          label={`${T}.pending_incoming`}
          amount={wallet.pending_incoming}
          currency={wallet.currency}
          help={`${T}.pending_incoming_help`}
          testId="wallet-pending-incoming"
        />
        <Figure
          label={`${T}.pending_outgoing`}
          amount={wallet.pending_outgoing}
          currency={wallet.currency}
          help={`${T}.pending_outgoing_help`}
          testId="wallet-pending-outgoing"
        />
      </Stack>
      {others.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.other_balances`, {
            balances: others.map((row) => formatMoney(row.balance, row.currency, locale)).join(', '),
          })}
        </Typography>
      )}
      <Card variant="outlined" component="section" aria-labelledby="wallet-account-title">
        <CardContent>
          <Typography id="wallet-account-title" variant="h6" component="h2" mb={1}>
            {translate(`${T}.account`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
            <CopyableFact label={`${T}.account_name`} value={wallet.account.account_name} />
            <CopyableFact label={`${T}.iban`} value={wallet.account.iban} />
            <CopyableFact label={`${T}.bank_name`} value={wallet.account.bank_name} />
            <CopyableFact label={`${T}.swift_bic`} value={wallet.account.swift_bic} />
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
};
