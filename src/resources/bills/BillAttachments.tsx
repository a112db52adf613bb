import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Bill } from '../../api/schema';
import { billDocumentsLock, currentAttachments } from '../../domain/billLifecycle';
import { formatDate } from '../../domain/dates';
import { statusLabelKey } from '../../domain/statusColors';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { FileSection, StoredFilePreview, UploadButton, useFileUpload } from '../../layout/files/FileSection';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { usePermission } from '../../providers/access/usePermissions';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';

type Attachment = Bill['attachments'][number];

/** One file: when it came, and for a superseded one who replaced it, when and with which file. */
const AttachmentLine = ({ bill, attachment }: { bill: Bill; attachment: Attachment }) => {
  const translate = useTranslate();
  const added = translate('resources.bills.attachments.uploaded', {
    name: attachment.file_name,
    date: formatDate(attachment.uploaded_at, 'dateTime'),
  });
  if (attachment.superseded_at === null) return <>{added}</>;
  const next = bill.attachments.find((candidate) => candidate.id === attachment.replaced_by_id);
  return (
    <>
      {added}
      <Box component="span" sx={{ display: 'block' }} data-testid="superseded-note">
        {translate('resources.bills.attachments.superseded', {
          date: formatDate(attachment.superseded_at, 'dateTime'),
          by: attachment.superseded_by ?? '-',
          name: next?.file_name ?? '-',
        })}
      </Box>
    </>
  );
};

/**
 * A bill's files (the vendor's invoice, a delivery note): each previewed, and for a holder of
 * `update bills` on a bill that is not void, upload, a new version of a file, and remove (confirmed,
 * and in the trail). Once the bill is approved (or paid, or on its way) its documents are part of the
 * record: no Remove button, a line says why, and a new version supersedes a file, which stays listed as
 * superseded (`billDocumentsLock`, the mock's rule too). Files are checked against the company's
 * allowed formats and 5 MB before they are sent.
 */
export const BillAttachments = ({ bill }: { bill: Bill }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const applyWritten = useApplyWrittenRecord();
  const notice = useSuccessNotice();
  const mayUpdate = usePermission('update bills');
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [confirmOpen, setConfirmOpen] = useDialogOpen();
  const canChange = mayUpdate && !bill.is_void;
  const lock = billDocumentsLock(bill);
  const current = currentAttachments(bill.attachments);
  const superseded = bill.attachments.filter((attachment) => attachment.superseded_at !== null);
  const upload = useFileUpload<Attachment, Bill>({
    send: (file, supersedes) => dataProvider.addBillAttachment(bill.id, file, supersedes?.id),
    onSent: (saved, file, supersedes) => {
      if (supersedes) notice('bill_attachment_superseded', { name: file.name, old: supersedes.file_name, number: bill.invoice_number });
      else notice('bill_attachment_added', { name: file.name, number: bill.invoice_number });
      applyWritten('bills', saved);
    },
    problemTexts: 'resources.bills.attachments',
  });
  const row = (attachment: Attachment) => {
    const isCurrent = attachment.superseded_at === null;
    return (
      <Stack key={attachment.id} spacing={1} data-attachment={attachment.id} data-superseded={isCurrent ? undefined : 'true'}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
            <AttachmentLine bill={bill} attachment={attachment} />
          </Typography>
          {canChange && isCurrent && (
            <Button size="small" disabled={upload.isPending} onClick={() => upload.pick(attachment)}>
              {translate('resources.bills.attachments.new_version', { name: attachment.file_name })}
            </Button>
          )}
          {canChange && isCurrent && !lock && (
            <Button
              color="error"
              size="small"
              onClick={() => {
                setRemoving(attachment);
                setConfirmOpen(true);
              }}
            >
              {translate('resources.bills.attachments.remove', { name: attachment.file_name })}
            </Button>
          )}
        </Stack>
        <StoredFilePreview
          queryKey={companyQueryKey('bill-attachment', bill.id, attachment.id, attachment.uploaded_at)}
          read={() => dataProvider.billAttachmentFile(bill.id, attachment.id)}
          fileName={attachment.file_name}
          contentType={attachment.content_type}
          label={translate('resources.bills.attachments.preview', { name: attachment.file_name, number: bill.invoice_number })}
        />
      </Stack>
    );
  };
  const uploadLabel = translate('resources.bills.attachments.upload');
  return (
    <FileSection
      id={`bill-${bill.id}-attachments`}
      title={translate('resources.bills.attachments.title')}
      problem={upload.problem}
      actions={
        canChange ? (
          <Box>
            {upload.picker(uploadLabel)}
            <UploadButton label={uploadLabel} pending={upload.isPending} onClick={() => upload.pick()} />
          </Box>
        ) : null
      }
    >
      {canChange && lock && (
        <Typography variant="body2" data-testid="attachments-locked">
          {translate('resources.bills.attachments.locked', {
            number: bill.invoice_number,
            status: translate(statusLabelKey(lock.family, lock.status) ?? lock.status),
          })}
        </Typography>
      )}
      {bill.attachments.length === 0 && <Typography color="text.secondary">{translate('resources.bills.attachments.none')}</Typography>}
      {current.map(row)}
      {superseded.length > 0 && (
        <Stack spacing={1.5} component="section" aria-labelledby={`bill-${bill.id}-superseded`}>
          <Typography id={`bill-${bill.id}-superseded`} component="h4" variant="subtitle2">
            {translate('resources.bills.attachments.superseded_title')}
          </Typography>
          {superseded.map(row)}
        </Stack>
      )}
      {removing && (
        <ConfirmDialog
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          title={translate('resources.bills.attachments.remove_title', { name: removing.file_name })}
          message={translate('resources.bills.attachments.remove_question', { name: removing.file_name, number: bill.invoice_number })}
          consequences={[
            ...(current.length === 1 ? [translate('resources.bills.attachments.remove_last')] : []),
            translate('resources.bills.attachments.remove_trail'),
          ]}
          confirmLabel={translate('resources.bills.attachments.remove_confirm')}
          onConfirm={async () => applyWritten('bills', await dataProvider.removeBillAttachment(bill.id, removing.id))}
          onSuccess={() => notice('bill_attachment_removed', { name: removing.file_name, number: bill.invoice_number })}
        />
      )}
    </FileSection>
  );
};
