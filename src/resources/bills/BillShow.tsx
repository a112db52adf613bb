import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import type { Bill } from '../../api/schema';
import { isPaymentInFlight } from '../../domain/billLifecycle';
import { paymentsOnTheirWay } from '../../domain/billPayments';
import { formatDate } from '../../domain/dates';
import { DetailTabsLayout } from '../../layout/detail/DetailTabsLayout';
import { Fact } from '../../layout/detail/Fact';
import { ShowRecord } from '../../layout/detail/ShowRecord';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import { StatusChip } from '../../layout/StatusChip';
import { accountingPaths } from '../accounting/paths';
import { BillActions } from './BillActions';
import { BillAttachments } from './BillAttachments';
import { BillMarkers } from './BillTable';
import { IN_FLIGHT_REFETCH_MS } from './listQuery';
import { billSourceLabel } from './billChoices';
import { billPaths } from './paths';
import { TableScroll } from '../../layout/lists/TableScroll';

type StatusEntry = Bill['approval_history'][number];

const F = 'resources.bills.fields';

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
    <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** One status history (approval or payment), oldest first: when, from → to, who, why, how much. */
const StatusHistory = ({ bill, entries, family }: { bill: Bill; entries: StatusEntry[]; family: 'bill_approval' | 'bill_payment' }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {entries.map((entry, index) => (
        <li key={index}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{formatDate(entry.at, 'dateTime', locale)}</Typography>
            <StatusChip family={family} status={entry.to} />
            {entry.amount !== null && <Money amount={entry.amount} currency={bill.currency} />}
            <Typography variant="body2" color="text.secondary">
              {entry.by ?? translate('resources.bills.history.system')}
            </Typography>
            {entry.reason && <Typography variant="body2">{entry.reason}</Typography>}
          </Stack>
        </li>
      ))}
    </Box>
  );
};

/** The audit trail: every change, file, step, hold and payment, oldest first. */
const AuditTrail = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {bill.activity.map((entry, index) => (
        <li key={index}>
          <Typography variant="body2">
            {translate(`resources.bills.activity.${entry.kind}`, {
              at: formatDate(entry.at, 'dateTime', locale),
              by: entry.by ?? translate('resources.bills.history.system'),
              text: entry.text ?? '',
            })}
          </Typography>
        </li>
      ))}
    </Box>
  );
};

/** What is scheduled or processing, and the day the next payment leaves: "Left to pay 0.00" is never the whole story. */
const OnItsWay = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { amount, nextDay } = paymentsOnTheirWay(bill.payments);
  if (nextDay === null) return null;
  return (
    <Fact label={translate(`${F}.on_its_way`)}>
      <span data-testid="bill-on-its-way">
        <Money amount={amount} currency={bill.currency} showZero />
        {` · ${translate('resources.bills.pay.next_day', { date: formatDate(nextDay, 'date', locale) })}`}
      </span>
    </Fact>
  );
};

const BillOverview = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: number) => <Money amount={amount} currency={bill.currency} showZero />;
  return (
    <Stack spacing={2}>
      {bill.duplicate_of && (
        <Alert severity="warning" role="status">
          {translate('resources.bills.duplicate.flag', {
            number: bill.duplicate_of.invoice_number,
            date: formatDate(bill.duplicate_of.invoice_date, 'date', locale),
          })}{' '}
          <Link to={billPaths.detail(bill.duplicate_of.id)}>{translate('resources.bills.duplicate.open')}</Link>
        </Alert>
      )}
      {bill.is_void && (
        <Alert severity="info" role="status">
          {translate('resources.bills.void.shown', { reason: bill.void_reason ?? '' })}
        </Alert>
      )}
      {bill.is_on_hold && (
        <Alert severity="warning" role="status">
          {translate('resources.bills.hold.shown', { reason: bill.hold_reason ?? '-' })}
        </Alert>
      )}
      {bill.approval_status === 'rejected' && bill.rejection_reason && (
        <Alert severity="error" role="status">
          {translate('resources.bills.reject.shown', { reason: bill.rejection_reason })}
        </Alert>
      )}
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Fact label={translate(`${F}.vendor_id`)}>{bill.vendor_name}</Fact>
        <Fact label={translate(`${F}.invoice_number`)}>{bill.invoice_number}</Fact>
        <Fact label={translate(`${F}.invoice_date`)}>{formatDate(bill.invoice_date, 'date', locale)}</Fact>
        <Fact label={translate(`${F}.due_date`)}>{formatDate(bill.due_date, 'date', locale)}</Fact>
        <Fact label={translate(`${F}.approval_status`)}>
          <StatusChip family="bill_approval" status={bill.approval_status} />
        </Fact>
        <Fact label={translate(`${F}.payment_status`)}>
          <span data-testid="bill-payment-status">
            <StatusChip family="bill_payment" status={bill.payment_status} />
          </span>
        </Fact>
        <Fact label={translate(`${F}.total`)}>{money(bill.total)}</Fact>
        <Fact label={translate(`${F}.paid_amount`)}>{money(bill.paid_amount)}</Fact>
        <OnItsWay bill={bill} />
        <Fact label={translate(`${F}.outstanding`)}>{money(bill.outstanding)}</Fact>
        <Fact label={translate(`${F}.purchase_order_id`)}>{bill.purchase_order_number ?? '-'}</Fact>
        <Fact label={translate(`${F}.source`)}>{translate(billSourceLabel(bill.source))}</Fact>
        <Fact label={translate(`${F}.markers`)}>
          <BillMarkers bill={bill} />
        </Fact>
        {bill.approval_status === 'approved' && (
          <Fact label={translate(`${F}.accounting_sync`)}>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <StatusChip family="sync" status={bill.accounting_sync.status} />
              {bill.accounting_sync.status === 'NOT_SYNCED' ? (
                <Link to={accountingPaths.tab('payables')}>{translate('resources.bills.accounting_open')}</Link>
              ) : (
                <span>{bill.accounting_sync.erp_reference ?? bill.accounting_sync.error?.message}</span>
              )}
            </Stack>
          </Fact>
        )}
      </Stack>
      {bill.notes && <Fact label={translate(`${F}.notes`)}>{bill.notes}</Fact>}
      <Section id="bill-lines" title={translate(`${F}.lines`)}>
        <TableScroll labelledBy="bill-lines">
          <Table size="small" aria-labelledby="bill-lines">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${F}.description`)}</TableCell>
                <TableCell>{translate(`${F}.category_id`)}</TableCell>
                <TableCell>{translate(`${F}.gl_account`)}</TableCell>
                <TableCell {...AMOUNT_CELL}>{translate(`${F}.quantity`)}</TableCell>
                <TableCell {...AMOUNT_CELL}>{translate(`${F}.unit_price`)}</TableCell>
                <TableCell {...AMOUNT_CELL}>{translate(`${F}.tax_rate_id`)}</TableCell>
                <TableCell {...AMOUNT_CELL}>{translate(`${F}.amount`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bill.lines.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>{line.description}</TableCell>
                  <TableCell>{line.category_name ?? '-'}</TableCell>
                  <TableCell>{line.gl_account ?? '-'}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{line.quantity}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{money(line.unit_price)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{`${line.vat_rate}%`}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{money(line.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'end', mt: 1 }}>
          <Typography>
            {translate(`${F}.subtotal`)}: {money(bill.subtotal)}
          </Typography>
          <Typography>
            {translate(`${F}.vat_total`)}: {money(bill.vat_total)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {translate(`${F}.total`)}: {money(bill.total)}
          </Typography>
        </Box>
      </Section>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <BillAttachments bill={bill} />
      </Paper>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <Section id="bill-approval-history" title={translate('resources.bills.history.approval')}>
            <StatusHistory bill={bill} entries={bill.approval_history} family="bill_approval" />
          </Section>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Section id="bill-payment-history" title={translate('resources.bills.history.payment')}>
            <StatusHistory bill={bill} entries={bill.payment_history} family="bill_payment" />
          </Section>
        </Box>
      </Stack>
      <Section id="bill-trail" title={translate('resources.bills.history.trail')}>
        <AuditTrail bill={bill} />
      </Section>
    </Stack>
  );
};

const BillDetail = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const title = translate('resources.bills.detail_title', { number: bill.invoice_number, vendor: bill.vendor_name });
  return (
    <DetailTabsLayout
      title={title}
      tabs={[{ label: 'resources.bills.tabs.overview', path: billPaths.detail(bill.id) }]}
      breadcrumbs={[{ label: translate('resources.bills.title'), path: billPaths.list }, { label: title }]}
      actions={<BillActions bill={bill} />}
    >
      <BillOverview bill={bill} />
    </DetailTabsLayout>
  );
};

/** `/bills/overview/{id}`: a bill with its lines, files, both status histories and its trail; it follows a payment on its way. */
const BillShow = () => {
  const { tab, id } = useParams();
  if (!id || tab !== 'overview') return <Navigate to={billPaths.list} replace />;
  return (
    <ShowRecord<Bill>
      resource="bills"
      id={Number(id)}
      notFound={{ kind: 'bill', listPath: billPaths.list }}
      refetchInterval={(bill) => (bill && isPaymentInFlight(bill.payment_status) ? IN_FLIGHT_REFETCH_MS : false)}
    >
      {(bill) => <BillDetail bill={bill} />}
    </ShowRecord>
  );
};

export default BillShow;
