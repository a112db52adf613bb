import { useEffect } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useGetList, useGetOne, useLocation, useNavigate, useTranslate } from 'react-admin';
import type { Classification, MailboxItem } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { RightDrawer } from '../../layout/drawer/RightDrawer';
import { FilePreview } from '../../layout/files/FilePreview';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { Fact } from '../../layout/detail/Fact';
import { usePermission } from '../../providers/access/usePermissions';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { mailboxCountFamilies } from './mailboxWrites';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { retryUnlessNotFound } from '../../providers/queryClient';
import { CreateBillFromEmail } from './CreateBillFromEmail';
import { OPTIONS_PAGE } from '../../domain/optionLists';

/** The query parameter that opens an e-mail in the drawer: `/mailbox?email=31`. */
export const EMAIL_PARAM = 'email';

/** Where a row leads: the same page (its filters kept) with the e-mail open in the drawer. */
export function emailLink(location: { pathname: string; search: string }, id: number): string {
  const params = new URLSearchParams(location.search);
  params.set(EMAIL_PARAM, String(id));
  return `${location.pathname}?${params.toString()}`;
}

/** Reading or classifying an e-mail: the API's answer is the e-mail on screen and in the list; the badge and counts are read again. */
function useMailboxChanged() {
  const applyWritten = useApplyWrittenRecord();
  return (saved: MailboxItem) => applyWritten('mailbox', saved, mailboxCountFamilies());
}

const Attachment = ({ item, attachment }: { item: MailboxItem; attachment: MailboxItem['attachments'][number] }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data: file } = useQuery({
    queryKey: companyQueryKey('mailbox-attachment', item.id, attachment.id),
    queryFn: () => dataProvider.mailboxAttachment(item.id, attachment.id),
    staleTime: Infinity,
  });
  return (
    <FilePreview
      file={file}
      fileName={attachment.file_name}
      contentType={attachment.mime_type}
      label={translate('spendboard.mailbox.attachment', { name: attachment.file_name, subject: item.subject })}
    />
  );
};

/** A holder of `organize classifications` picks the e-mail's classification (an active one) or clears it. */
const ClassificationPicker = ({ item }: { item: MailboxItem }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const changed = useMailboxChanged();
  const { data: classifications = [] } = useGetList<Classification>('classifications', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'priority', order: 'ASC' },
    filter: { status: 'active' },
  });
  const classify = useMutation({
    mutationFn: (id: number | null) => dataProvider.classifyMailboxItem(item.id, id),
    onSuccess: (saved) => {
      notice('email_classified', {
        subject: saved.subject,
        classification: saved.classification?.name ?? translate('spendboard.mailbox.unclassified'),
      });
      changed(saved);
    },
    onError: showError,
  });
  return (
    <TextField
      select
      size="small"
      label={translate('spendboard.mailbox.classification')}
      value={item.classification?.id ?? ''}
      disabled={classify.isPending}
      onChange={(event) => classify.mutate(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{translate('spendboard.mailbox.unclassified')}</MenuItem>
      {classifications.map((classification) => (
        <MenuItem key={classification.id} value={classification.id}>
          {classification.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const EmailDetails = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const changed = useMailboxChanged();
  const showError = useErrorDialog();
  const canClassify = usePermission('organize classifications');
  const { data: item, isPending, error } = useGetOne<MailboxItem>('mailbox', { id }, { retry: retryUnlessNotFound });
  const mark = useMutation({
    mutationFn: (read: boolean) => dataProvider.markMailboxItem(id, read),
    onSuccess: changed,
    onError: showError,
  });
  // Opening an unread e-mail marks it read (spec §7: the app calls POST mailbox/{id}/read).
  const unread = item !== undefined && item.read_at === null;
  useEffect(() => {
    if (unread && !mark.isPending && !mark.isSuccess) mark.mutate(true);
  }, [unread, mark]);
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('spendboard.loading')} />
      </Box>
    );
  }
  if (error || !item) {
    return (
      <Alert severity="warning" role="status">
        {translate('spendboard.mailbox.not_found')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="h6">
        {item.subject}
      </Typography>
      <Fact label={translate('spendboard.mailbox.from')}>
        {item.from_name} &lt;{item.from_email}&gt;
      </Fact>
      <Fact label={translate('spendboard.mailbox.received_at')}>{formatDate(item.received_at, 'dateTime')}</Fact>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {canClassify ? (
          <ClassificationPicker item={item} />
        ) : (
          <Fact label={translate('spendboard.mailbox.classification')}>
            {item.classification?.name ?? translate('spendboard.mailbox.unclassified')}
          </Fact>
        )}
        {item.read_at !== null && (
          <Button size="small" disabled={mark.isPending} onClick={() => mark.mutate(false)}>
            {translate('spendboard.mailbox.mark_unread')}
          </Button>
        )}
      </Stack>
      <Divider />
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {item.body}
      </Typography>
      <CreateBillFromEmail item={item} />
      {item.attachments.map((attachment) => (
        <Attachment key={attachment.id} item={item} attachment={attachment} />
      ))}
    </Stack>
  );
};

/** The e-mail named by `?email=` in the right drawer; closing it drops the parameter. */
export const MailboxDrawer = () => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const id = params.get(EMAIL_PARAM);
  const close = () => {
    params.delete(EMAIL_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
  return (
    <RightDrawer id="email" preset="small" title={translate('spendboard.mailbox.email')} open={id !== null} onClose={close}>
      {id !== null && <EmailDetails id={Number(id)} />}
    </RightDrawer>
  );
};
