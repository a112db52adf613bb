/** The accounting lists' sync buttons (everything ready, the selected rows, one row): each says what happened. */
import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { isAwaitingSync } from '../../domain/accountingSync';
import type { AccountingSyncKind } from '../../domain/contractLists';
import { useQuickActionDialog } from '../../layout/dialogs/useQuickActionDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { NotDecidedDialog } from '../../layout/lists/BulkDecisions';
import type { AccountingRecord, AccountingSyncOutcome, AccountingSyncOverview } from '../../providers/data/methods/accountingSync';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { connectedProviderName } from './AccountingHeader';
import { accountingSyncFamilies } from './accountingWrites';
import { SyncConfirmDialog } from './SyncConfirmDialog';

const T = 'resources.accounting';

/** Runs a sync and says what happened: a notice for those started, a list of those that did not with why. */
function useSyncRun(kind: AccountingSyncKind, nameOf: (id: number) => string) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const translate = useTranslate();
  const [notStarted, setNotStarted] = useState<{ intro: string; items: string[] } | null>(null);
  const report = (outcome: AccountingSyncOutcome) => {
    if (outcome.started.length > 0) notice('syncs_started', { smart_count: outcome.started.length });
    if (outcome.failed.length > 0)
      setNotStarted({
        intro: translate(`${T}.not_started.intro`, { smart_count: outcome.started.length }),
        items: outcome.failed.map((failure) => translate(`${T}.not_started.item`, { name: nameOf(failure.id), message: failure.message })),
      });
    return outcome;
  };
  const run = async (request: { ids: number[] } | { all_ready: true }) => {
    const outcome = report(await dataProvider.syncAccountingRecords(kind, request));
    // The API answers ids: the rows of this list and the overview's counts are read again (those on screen).
    await Promise.all(accountingSyncFamilies(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return outcome;
  };
  const dialog = notStarted && (
    <NotDecidedDialog
      title={translate(`${T}.not_started.title`)}
      intro={notStarted.intro}
      items={notStarted.items}
      onClose={() => setNotStarted(null)}
    />
  );
  return { run, dialog };
}

/** How a record is named in notices and dialogs: its title and detail, or its id. */
export const recordName = (record: AccountingRecord | undefined, id: number) =>
  record ? `${record.title} ${record.detail}`.trim() : `#${id}`;

/** 'Sync everything ready (N)': opened by the button or the global search's `?action=sync`. */
export const SyncReadyButton = ({ kind, overview }: { kind: AccountingSyncKind; overview: AccountingSyncOverview | undefined }) => {
  const translate = useTranslate();
  const dialog = useQuickActionDialog('sync');
  const { run, dialog: outcome } = useSyncRun(kind, (id) => `#${id}`);
  const ready = overview?.[kind].ready ?? 0;
  const provider = connectedProviderName(overview);
  return (
    <>
      <Button size="small" variant="contained" disabled={ready === 0 || !provider} onClick={dialog.show}>
        {translate(`${T}.actions.sync_ready`, { count: ready })}
      </Button>
      {provider && ready > 0 && (
        <SyncConfirmDialog
          open={dialog.open}
          onClose={dialog.close}
          kind={kind}
          count={ready}
          provider={provider}
          onConfirm={() => run({ all_ready: true })}
        />
      )}
      {outcome}
    </>
  );
};

/** 'Sync selected': the selected rows, with a confirmation naming those that will fail. */
export const SyncSelectedButton = ({ kind, provider }: { kind: AccountingSyncKind; provider: string }) => {
  const translate = useTranslate();
  const { selectedIds, data = [], onUnselectItems } = useListContext<AccountingRecord>();
  const [open, setOpen] = useState(false);
  const selected = data.filter((record) => selectedIds.includes(record.id));
  const { run, dialog } = useSyncRun(kind, (id) =>
    recordName(
      selected.find((record) => record.id === id),
      id,
    ),
  );
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        {translate(`${T}.actions.sync_selected`)}
      </Button>
      <SyncConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        kind={kind}
        count={selected.length}
        records={selected}
        provider={provider}
        onConfirm={async () => {
          await run({ ids: selected.map((record) => record.id) });
          onUnselectItems();
        }}
      />
      {dialog}
    </>
  );
};

/** The row's own Sync (never synced) or Retry (failed) button. */
export const RowSyncButton = ({ record, provider }: { record: AccountingRecord; provider: string }) => {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [open, setOpen] = useState(false);
  const { run, dialog } = useSyncRun(record.kind, () => recordName(record, record.id));
  if (!isAwaitingSync(record.sync.status)) return null;
  const retry = record.sync.status === 'ERROR';
  const name = recordName(record, record.id);
  return (
    // The button and its dialog act on their own, not as a click on the row (which opens the record).
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        variant="outlined"
        aria-label={translate(`${T}.actions.${retry ? 'row_retry' : 'row_sync'}`, { name })}
        onClick={() => setOpen(true)}
      >
        {translate(`${T}.actions.${retry ? 'retry' : 'sync'}`)}
      </Button>
      <SyncConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        kind={record.kind}
        count={1}
        records={[record]}
        provider={provider}
        onConfirm={() => run({ ids: [record.id] }).catch(showError)}
      />
      {dialog}
    </Box>
  );
};
