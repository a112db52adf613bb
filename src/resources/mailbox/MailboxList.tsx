import InboxOutlined from '@mui/icons-material/InboxOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Box, Button, Chip, Stack, Tab, Tabs } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, List, SearchInput, TopToolbar, useListContext, useLocation, useTranslate } from 'react-admin';
import type { MailboxItem } from '../../api/schema';
import { formatDate } from '../../domain/dates';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { ListPagination } from '../../layout/ListPagination';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { ListEmptyState } from '../../layout/states/ListEmptyState';
import { ListErrorState } from '../../layout/states/ListErrorState';
import { usePermission } from '../../providers/access/usePermissions';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { emailLink, MailboxDrawer } from './MailboxDrawer';
import { mailboxCountFamilies } from './mailboxWrites';
import { useListQueryProps } from '../../layout/lists/listQuery';
import { useFilterUpdate } from '../../layout/lists/useFilterUpdate';
import { mailboxListQuery } from './listQuery';

const Column = DataTable.Col<MailboxItem>;

/** §3: the classification filter is All (''), Classified ('1') or Unclassified ('0'). */
const STATES = [
  { value: '', label: 'spendboard.mailbox.tabs.all', count: 'total' },
  { value: '1', label: 'spendboard.mailbox.tabs.classified', count: 'classified' },
  { value: '0', label: 'spendboard.mailbox.tabs.unclassified', count: 'unclassified' },
] as const;

function useMailboxCounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: familyQueryKeys.mailboxCounts(), queryFn: () => dataProvider.mailboxCounts() }).data;
}

/** The All / Classified / Unclassified tabs and a chip per classification, each with its count; both filter the list. */
const MailboxFilters = () => {
  const translate = useTranslate();
  const counts = useMailboxCounts();
  const { filterValues } = useListContext();
  const updateFilter = useFilterUpdate();
  const state = String(filterValues.is_classified ?? '');
  const classificationId = filterValues.classification_id === undefined ? null : Number(filterValues.classification_id);
  const setState = (value: string) =>
    updateFilter(({ is_classified: _state, classification_id: _classification, ...rest }) =>
      value === '' ? rest : { ...rest, is_classified: value },
    );
  const setClassification = (id: number | null) =>
    updateFilter(({ classification_id: _classification, is_classified: _state, ...rest }) =>
      id === null ? rest : { ...rest, classification_id: String(id) },
    );
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Tabs
        value={classificationId === null ? state : false}
        onChange={(_event, value: string) => setState(value)}
        aria-label={translate('spendboard.mailbox.tabs.label')}
      >
        {STATES.map(({ value, label, count }) => (
          <Tab key={value || 'all'} value={value} label={`${translate(label)} (${counts?.[count] ?? '…'})`} />
        ))}
      </Tabs>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={translate('spendboard.mailbox.by_classification')}
      >
        {(counts?.by_classification ?? []).map((row) => (
          <Chip
            key={row.id}
            label={`${row.name} (${row.count})`}
            variant={classificationId === row.id ? 'filled' : 'outlined'}
            color={classificationId === row.id ? 'primary' : 'default'}
            aria-pressed={classificationId === row.id}
            onClick={() => setClassification(classificationId === row.id ? null : row.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
};

/** Runs the classification rules on the unclassified e-mails (organize classifications). */
const ClassifyButton = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const counts = useMailboxCounts();
  const canAccess = usePermission('organize classifications');
  const classify = useMutation({
    mutationFn: () => dataProvider.classifyUnclassifiedMail(),
    onSuccess: (result) => {
      notice('emails_classified', { smart_count: result.classified });
      // The answer counts the e-mails, it does not list them: the list and the counts are read again.
      for (const queryKey of [['mailbox'], ...mailboxCountFamilies()]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: showError,
  });
  if (!canAccess || !counts || counts.unclassified === 0) return null;
  return (
    <Button size="small" disabled={classify.isPending} onClick={() => classify.mutate()}>
      {translate('spendboard.mailbox.classify', { smart_count: counts.unclassified })}
    </Button>
  );
};

const EmailRowLink = ({ item }: { item: MailboxItem }) => {
  const translate = useTranslate();
  const location = useLocation();
  const date = formatDate(item.received_at, 'dateTime');
  return (
    <RowLink to={emailLink(location, item.id)} aria-label={translate('spendboard.mailbox.open', { date, subject: item.subject })}>
      {date}
    </RowLink>
  );
};

/** Unread e-mails are bold and say so in words (not by weight alone). */
const Subject = ({ item }: { item: MailboxItem }) => {
  const translate = useTranslate();
  const unread = item.read_at === null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {unread && <Chip size="small" label={translate('spendboard.mailbox.unread')} />}
      <Box component="span" sx={{ fontWeight: unread ? 700 : 400 }}>
        {item.subject}
      </Box>
      {item.attachments.length > 0 && <AttachFileOutlined fontSize="small" aria-label={translate('spendboard.mailbox.has_attachment')} />}
    </Stack>
  );
};

/**
 * `/mailbox` (the sidebar's Inbox): the company's received e-mails, newest first, 20 a page, with the
 * §3 classification filter, counts per classification and search; an e-mail opens in the drawer,
 * which marks it read.
 */
const MailboxList = () => {
  const translate = useTranslate();
  const location = useLocation();
  const listProps = useListQueryProps(mailboxListQuery);
  return (
    <List
      {...listProps}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={
        <TopToolbar>
          <ClassifyButton />
        </TopToolbar>
      }
      pagination={<ListPagination />}
      empty={<ListEmptyState icon={InboxOutlined} title="resources.mailbox.empty.title" message="resources.mailbox.empty.message" />}
      error={<ListErrorState />}
    >
      <MailboxFilters />
      <ResponsiveDataTable<MailboxItem>
        rowLink={(item) => emailLink(location, item.id)}
        phone={{
          primaryText: (item) => item.subject,
          secondaryText: (item) => `${item.from_name} · ${formatDate(item.received_at, 'dateTime')}`,
          tertiaryText: (item) => (item.read_at === null ? translate('spendboard.mailbox.unread') : (item.classification?.name ?? '')),
        }}
      >
        <Column source="received_at" render={(item) => <EmailRowLink item={item} />} />
        <Column source="from_name" disableSort />
        <Column source="subject" disableSort render={(item) => <Subject item={item} />} />
        <Column
          source="classification"
          disableSort
          render={(item) => item.classification?.name ?? translate('spendboard.mailbox.unclassified')}
        />
      </ResponsiveDataTable>
      <MailboxDrawer />
    </List>
  );
};

export default MailboxList;
