import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { decisionReview } from '../../../domain/approvalInbox';
import { formatMoney } from '../../../domain/amounts';
import type { CurrencyTotal } from '../../../domain/spend';
import { DrawerUnsavedGuard, ReportUnsavedToDrawer } from '../../../layout/drawer/DrawerUnsavedGuard';
import { ReasonInput } from '../../../layout/dialogs/ReasonDialog';
import { moneyTotalsText } from '../../../layout/feedback/moneyText';
import { useSuccessNotice } from '../../../layout/feedback/useSuccessNotice';
import { ReviewStep, type ReviewRow } from '../../../layout/forms/ReviewStep';
import { SubmitButton } from '../../../layout/forms/SubmitButton';
import { useFormSubmit } from '../../../layout/forms/useFormSubmit';
import { NotDecidedDialog } from '../../../layout/lists/BulkDecisions';
import type { ApprovalItem } from '../../../providers/data/methods/portfolio';
import { P } from './PortfolioParts';
import { itemKey, useDecideApprovals } from './usePortfolio';

/** A row of the inbox: the item, keyed across companies. */
export type InboxRow = Omit<ApprovalItem, 'id'> & { id: string; key: string; record_id: number };

type Decision = 'approve' | 'reject';

/** The API names a rejection's reason `items.N.reason`; the form's field is `reason`. */
const renameFields = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^items\.\d+\./, ''), message]));

type ReviewProps = {
  decision: Decision;
  rows: InboxRow[];
  reason: string;
  onBack: () => void;
  /** Sends the decision; answers how many were decided. */
  send: (decision: Decision, reason?: string) => Promise<number>;
  onSent: () => void;
};

/**
 * What the bulk decision will do, before anything is sent: how many items, their amounts per company
 * and per currency (`decisionReview`), the flagged ones an approval leaves for their own override, and
 * a rejection's reason. Only Confirm sends; a refused send goes back to the reason with its error.
 */
const DecisionReview = ({ decision, rows, reason, onBack, send, onSent }: ReviewProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setError } = useFormContext();
  const submitForm = useFormSubmit();
  const notice = useSuccessNotice();
  const [pending, setPending] = useState(false);
  const review = decisionReview(rows, decision);
  const money = (totals: CurrencyTotal[]) =>
    totals.length === 0
      ? translate(`${P}.approval.review_none`)
      : moneyTotalsText(new Map(totals.map((total) => [total.currency, total.amount])), locale);
  const reviewRows: ReviewRow[] = [
    {
      label: translate(`${P}.approval.review_items`),
      value: translate(`${P}.approval.review_count`, { smart_count: review.decided.length }),
    },
    ...review.byCompany.map((company) => ({
      label: translate(`${P}.approval.review_company`, { company: company.company_name, smart_count: company.count }),
      value: money(company.totals),
    })),
    { label: translate(`${P}.approval.review_total`), value: money(review.totals) },
    ...(review.held.length > 0
      ? [
          {
            label: translate(`${P}.approval.review_held`),
            value: translate(`${P}.approval.review_held_value`, { smart_count: review.held.length }),
          },
        ]
      : []),
    ...(decision === 'reject' ? [{ label: translate(`${P}.approval.review_reason`), value: reason }] : []),
  ];
  const confirm = async () => {
    setPending(true);
    let done: number | null = null;
    const errors = await submitForm(async () => {
      done = await send(decision, decision === 'reject' ? reason : undefined);
    }, renameFields);
    setPending(false);
    if (errors) {
      onBack();
      Object.entries(errors).forEach(([field, message]) => setError(field, { type: 'server', message }));
      return;
    }
    // Any other failure is in the error dialog: the review stays, to try again or go back.
    if (done === null) return;
    notice(decision === 'approve' ? 'approvals_approved' : 'approvals_rejected', { smart_count: done });
    onSent();
  };
  return (
    <ReviewStep
      title={translate(`${P}.approval.${decision === 'approve' ? 'review_approve_title' : 'review_reject_title'}`)}
      rows={reviewRows}
      onBack={onBack}
      onConfirm={() => void confirm()}
      pending={pending}
      confirmLabel={translate(`${P}.approval.${decision === 'approve' ? 'review_approve_confirm' : 'review_reject_confirm'}`, {
        smart_count: review.decided.length,
      })}
    />
  );
};

/**
 * A bulk decision in a dialog: a rejection first asks for the reason (kept, hidden, while its review
 * shows), an approval opens on its review. Back from an approval's review closes the dialog.
 */
const DecisionDialog = ({
  decision,
  rows,
  onClose,
  send,
}: {
  decision: Decision;
  rows: InboxRow[];
  onClose: () => void;
  send: ReviewProps['send'];
}) => {
  const translate = useTranslate();
  const [step, setStep] = useState<'form' | 'review'>(decision === 'reject' ? 'form' : 'review');
  const [reason, setReason] = useState('');
  const title =
    decision === 'reject'
      ? translate(`${P}.approval.reject_title`, { smart_count: rows.length })
      : translate(`${P}.approval.review_approve_confirm`, { smart_count: rows.length });
  // A reason typed but not sent asks before Escape, a click outside or Cancel throw it away.
  return (
    <DrawerUnsavedGuard onClose={onClose}>
      {(close) => (
        <Dialog open onClose={close} aria-labelledby="approval-decision-title" maxWidth="sm" fullWidth>
          <Form
            onSubmit={(values: Record<string, unknown>) => {
              setReason(String(values.reason ?? '').trim());
              setStep('review');
            }}
            noValidate
            disableInvalidFormNotification
          >
            <ReportUnsavedToDrawer what={title} />
            <DialogTitle id="approval-decision-title">{title}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
              {decision === 'reject' ? (
                <Box hidden={step !== 'form'}>
                  <ReasonInput
                    label={`${P}.approval.reason`}
                    helperText={`${P}.approval.reason_help`}
                    requiredMessage={`${P}.approval.reason_required`}
                  />
                </Box>
              ) : null}
              {step === 'review' ? (
                <DecisionReview
                  decision={decision}
                  rows={rows}
                  reason={reason}
                  onBack={() => (decision === 'reject' ? setStep('form') : onClose())}
                  send={send}
                  onSent={onClose}
                />
              ) : null}
            </DialogContent>
            {step === 'form' ? (
              <DialogActions>
                <Button onClick={close}>{translate('ra.action.cancel')}</Button>
                <SubmitButton pending={false} label={translate('spendboard.review.next')} size="medium" />
              </DialogActions>
            ) : null}
          </Form>
        </Dialog>
      )}
    </DrawerUnsavedGuard>
  );
};

/** Approve or reject the selection in place, after its review: each item in its own company, a result per item. */
export const Decisions = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { selectedIds, data = [], onSelect } = useListContext<InboxRow>();
  const decide = useDecideApprovals();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [notDecided, setNotDecided] = useState<{ intro: string; items: string[] } | null>(null);
  const selected = data.filter((row) => selectedIds.includes(row.id));
  const send = async (decision: Decision, reason?: string) => {
    const results = await decide.mutateAsync(
      selected.map((row) => ({ company_id: row.company_id, type: row.type, id: row.record_id, decision, ...(reason ? { reason } : {}) })),
    );
    const failed = results.filter((result) => !result.ok);
    const done = results.length - failed.length;
    if (failed.length > 0) {
      setNotDecided({
        intro: translate(`${P}.approval.failed_intro`, { done, smart_count: done }),
        items: failed.map((result) => {
          const row = selected.find((candidate) => candidate.key === itemKey(result));
          return translate(`${P}.approval.failed_item`, {
            title: row?.title ?? `#${result.id}`,
            company: row?.company_name ?? '',
            amount: row ? formatMoney(row.amount, row.currency, locale) : '',
            message: result.message ?? '',
          });
        }),
      });
    }
    onSelect(failed.map((result) => itemKey(result)));
    return done;
  };
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={decide.isPending} onClick={() => setDeciding('approve')}>
          {translate(`${P}.approval.approve`)}
        </Button>
        <Button variant="outlined" size="small" color="error" disabled={decide.isPending} onClick={() => setDeciding('reject')}>
          {translate(`${P}.approval.reject`)}
        </Button>
      </Stack>
      {deciding && <DecisionDialog decision={deciding} rows={selected} onClose={() => setDeciding(null)} send={send} />}
      {notDecided && (
        <NotDecidedDialog
          title={translate(`${P}.approval.failed_title`)}
          intro={notDecided.intro}
          items={notDecided.items}
          onClose={() => setNotDecided(null)}
        />
      )}
    </>
  );
};
