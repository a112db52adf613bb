import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, Stack } from '@mui/material';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useErrorDialog } from '../dialogs/ErrorDialog';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { useSuccessNotice, type SuccessNotice } from '../feedback/useSuccessNotice';

export type BulkDecision = 'approve' | 'reject';
export type BulkOutcome = { done: number[]; failed: { id: number; message: string }[] };

/** Texts of one list's bulk decisions (keys), and how an item is named in the list of those not decided. */
export type BulkDecisionTexts = {
  approve: string;
  reject: string;
  /** With smart_count: 'Reject 3 expenses'. */
  rejectTitle: string;
  reason: string;
  reasonHelp?: string;
  reasonRequired: string;
  failedTitle: string;
  /** With `done` (and smart_count, the same): '2 done. These were left as they were:'. */
  failedIntro: string;
  /** With the item's name arguments and `message`. */
  failedItem: string;
  approvedNotice: SuccessNotice;
  rejectedNotice: SuccessNotice;
  /** With smart_count and `total`: the question before approving ('Approve 4 expenses totalling AED 1,200.00?'); none: approve at once. */
  approveQuestion?: string;
};

type BulkDecisionsProps<R extends RaRecord> = {
  /** The API's bulk call: each id goes through the one decision rule; those not done come back with why. */
  decide: (ids: number[], decision: BulkDecision, reason?: string) => Promise<BulkOutcome>;
  /** The arguments of `failedItem` for a record ({ merchant, amount } or { number, vendor }). */
  nameOf: (record: R | undefined, id: number) => Record<string, string>;
  texts: BulkDecisionTexts;
  /** The total of the selected records in words ('AED 1,200.00 · USD 50.00'), for `approveQuestion`. */
  totalOf?: (records: R[]) => string;
  /** What else the decisions change besides the list's own resource (limits, activity trails…): marked stale. */
  also?: QueryKey[];
};

/** Each item of a bulk decision that was left as it was, and why (in the API's words). */
export const NotDecidedDialog = ({
  intro,
  items,
  title,
  onClose,
}: {
  intro: string;
  items: string[];
  title: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-not-decided-title">
      <DialogTitle id="bulk-not-decided-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intro}</DialogContentText>
        <List dense>
          {items.map((item) => (
            <ListItem key={item} disableGutters>
              {item}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Approve or reject the selected rows at once (the actions of a list's `selection`): the API applies
 * the one decision rule to each; every row it left as it was is listed with why and stays selected.
 * A rejection asks for the reason the requesters will read.
 */
export function BulkDecisions<R extends RaRecord>({ decide, nameOf, texts, totalOf, also = [] }: BulkDecisionsProps<R>) {
  const translate = useTranslate();
  const { selectedIds, data = [], onSelect, resource } = useListContext<R>();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const asksFirst = Boolean(texts.approveQuestion && totalOf);
  const [notDecided, setNotDecided] = useState<{ intro: string; items: string[] } | null>(null);
  const rejectedCount = useRef(0);
  const run = async (decision: BulkDecision, reason?: string) => {
    const selected = data.filter((record) => selectedIds.includes(record.id));
    const outcome = await decide(selectedIds.map(Number), decision, reason);
    if (outcome.failed.length > 0) {
      setNotDecided({
        intro: translate(texts.failedIntro, { done: outcome.done.length, smart_count: outcome.done.length }),
        items: outcome.failed.map((failure) =>
          translate(texts.failedItem, {
            ...nameOf(
              selected.find((record) => record.id === failure.id),
              failure.id,
            ),
            message: failure.message,
          }),
        ),
      });
    }
    onSelect(outcome.failed.map((failure) => failure.id));
    // The answer names the ids, not the records: the resource's queries and the named families are read again.
    for (const queryKey of [[resource], ...also]) void queryClient.invalidateQueries({ queryKey });
    return outcome.done.length;
  };
  const approve = async () => {
    setConfirming(false);
    setPending(true);
    try {
      notice(texts.approvedNotice, { smart_count: await run('approve') });
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={pending} onClick={() => (asksFirst ? setConfirming(true) : void approve())}>
          {translate(texts.approve)}
        </Button>
        <Button variant="outlined" size="small" color="error" disabled={pending} onClick={() => setRejecting(true)}>
          {translate(texts.reject)}
        </Button>
      </Stack>
      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={translate(texts.rejectTitle, { smart_count: selectedIds.length })}
        label={texts.reason}
        helperText={texts.reasonHelp}
        requiredMessage={texts.reasonRequired}
        onConfirm={async (reason) => {
          rejectedCount.current = await run('reject', reason);
        }}
        successNotice={() => ({ notice: texts.rejectedNotice, args: { smart_count: rejectedCount.current } })}
      />
      {asksFirst && confirming ? (
        // The count and the total are stated before anything is decided (issue 35 item 6).
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="bulk-approve-question">
          <DialogTitle id="bulk-approve-question">
            {translate(texts.approveQuestion!, {
              smart_count: selectedIds.length,
              total: totalOf!(data.filter((record) => selectedIds.includes(record.id))),
            })}
          </DialogTitle>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={() => void approve()}>
              {translate(texts.approve)}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      {notDecided && (
        <NotDecidedDialog
          title={translate(texts.failedTitle)}
          intro={notDecided.intro}
          items={notDecided.items}
          onClose={() => setNotDecided(null)}
        />
      )}
    </>
  );
}
