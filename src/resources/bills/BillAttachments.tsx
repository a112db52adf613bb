import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'react-admin';
import type { Bill } from '../../api/schema';
import { billDocumentsLock, currentAttachments } from '../../domain/billLifecycle';
import { formatDate } from '../../domain/dates';
import { statusLabelKey } from '../../domain/statusColors';
import { fileAcceptAttribute, uploadProblem } from '../../domain/fileFormats';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { PdfPreview } from '../../layout/files/PdfPreview';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useDialogOpen } from '../../layout/navigation/useOpenUntilNavigation';
import { usePermission } from '../../providers/access/usePermissions';
import { useAllowedFormats } from '../../providers/access/useAllowedFormats';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { fieldErrorsOf } from '../../providers/public/formErrors';

type Attachment = Bill['attachments'][number];

/** An image inline, a PDF drawn by pdf.js, anything else as a link to open it. */
const AttachmentPreview = ({ bill, attachment }: { bill: Bill; attachment: Attachment }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data: blob } = useQuery({
    queryKey: companyQueryKey('bill-attachment', bill.id, attachment.id, attachment.uploaded_at),
    queryFn: () => dataProvider.billAttachmentFile(bill.id, attachment.id),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  const label = translate('resources.bills.attachments.preview', { name: attachment.file_name, number: bill.invoice_number });
  if (!blob || !url) return <Typography color="text.secondary">{translate('resources.bills.attachments.loading')}</Typography>;
  const open = (
    <Link href={url} target="_blank" rel="noopener" download={attachment.file_name}>
      {translate('resources.bills.attachments.open', { name: attachment.file_name })}
    </Link>
  );
  if (attachment.content_type.startsWith('image/'))
    return (
      <Stack spacing={1}>
        <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain', alignSelf: 'start' }} />
        {open}
      </Stack>
    );
  if (attachment.content_type === 'application/pdf')
    return (
      <Stack spacing={1}>
        <PdfPreview file={blob} label={label} />
        {open}
      </Stack>
    );
  return open;
};

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
  const refresh = useRefresh();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const { formats } = useAllowedFormats();
  const canAccess = usePermission('update bills');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [replacing, setReplacing] = useState<Attachment | null>(null);
  const [confirmOpen, setConfirmOpen] = useDialogOpen();
  const canChange = canAccess === true && !bill.is_void;
  const lock = billDocumentsLock(bill);
  const current = currentAttachments(bill.attachments);
  const superseded = bill.attachments.filter((attachment) => attachment.superseded_at !== null);
  const upload = useMutation({
    mutationFn: ({ file, supersedes }: { file: File; supersedes?: Attachment }) =>
      dataProvider.addBillAttachment(bill.id, file, supersedes?.id),
    onSuccess: (_saved, { file, supersedes }) => {
      if (supersedes) notice('bill_attachment_superseded', { name: file.name, old: supersedes.file_name, number: bill.invoice_number });
      else notice('bill_attachment_added', { name: file.name, number: bill.invoice_number });
      refresh();
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setProblem(Object.values(fieldErrors)[0] ?? null);
      else showError(error);
    },
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const problem = uploadProblem(file, formats);
    if (problem) setProblem(translate(`resources.bills.attachments.${problem}`, { formats: formats.join(', ') }));
    else upload.mutate({ file, supersedes: replacing ?? undefined });
  };
  const pick = (attachment: Attachment | null) => {
    setReplacing(attachment);
    input.current?.click();
  };
  const row = (attachment: Attachment) => {
    const isCurrent = attachment.superseded_at === null;
    return (
      <Stack key={attachment.id} spacing={1} data-attachment={attachment.id} data-superseded={isCurrent ? undefined : 'true'}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
            <AttachmentLine bill={bill} attachment={attachment} />
          </Typography>
          {canChange && isCurrent && (
            <Button size="small" disabled={upload.isPending} onClick={() => pick(attachment)}>
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
        <AttachmentPreview bill={bill} attachment={attachment} />
      </Stack>
    );
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`bill-${bill.id}-attachments`}>
      <Typography id={`bill-${bill.id}-attachments`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('resources.bills.attachments.title')}
      </Typography>
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
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {canChange && (
        <Box>
          <input
            ref={input}
            type="file"
            hidden
            accept={fileAcceptAttribute(formats)}
            aria-label={translate('resources.bills.attachments.upload')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outlined" disabled={upload.isPending} onClick={() => pick(null)}>
            {translate('resources.bills.attachments.upload')}
          </Button>
        </Box>
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
          onConfirm={() => dataProvider.removeBillAttachment(bill.id, removing.id)}
          onSuccess={() => {
            notice('bill_attachment_removed', { name: removing.file_name, number: bill.invoice_number });
            refresh();
          }}
        />
      )}
    </Stack>
  );
};
