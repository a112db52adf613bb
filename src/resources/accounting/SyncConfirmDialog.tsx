import { useTranslate } from 'react-admin';
import type { AccountingSyncKind } from '../../domain/contractLists';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import type { AccountingRecord } from '../../providers/data/methods/accountingSync';

type SyncConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  kind: AccountingSyncKind;
  /** How many records the sync sends. */
  count: number;
  /** The records, when known (a selection or one row): those with problems are named. */
  records?: readonly AccountingRecord[];
  /** The connected system's name ('QuickBooks Online'); the generic words without one. */
  provider: string;
  onConfirm: () => Promise<unknown>;
};

/**
 * The confirmation of a sync: what the accounting system receives, that it cannot be taken back from
 * here, that an expense becomes Reported and locked, and which of the records will fail (from their
 * problems), all from the data.
 */
export const SyncConfirmDialog = ({ open, onClose, kind, count, records = [], provider, onConfirm }: SyncConfirmDialogProps) => {
  const translate = useTranslate();
  const blocked = records.filter((record) => record.blockers.length > 0);
  const T = 'resources.accounting.confirm';
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={translate(`${T}.title_${kind}`, { smart_count: count, provider })}
      message={translate(`${T}.message`)}
      confirmLabel={translate(`${T}.confirm`)}
      destructive={false}
      consequences={[
        translate(`${T}.export`, { provider, what: translate(`${T}.what_${kind}`) }),
        ...(kind === 'expenses' ? [translate(`${T}.reported`)] : []),
        ...(blocked.length > 0
          ? [
              translate(`${T}.blocked`, {
                smart_count: blocked.length,
                names: blocked.map((record) => `${record.title} ${record.detail}`.trim()).join(', '),
              }),
            ]
          : []),
      ]}
      onConfirm={onConfirm}
    />
  );
};
