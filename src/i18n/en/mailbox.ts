/** English texts of the mailbox (the Inbox page and its e-mail drawer). */
export const mailboxMessagesEn = {
  mailbox: {
    email: 'E-mail',
    open: '%{date}, %{subject}: open the e-mail',
    from: 'From',
    received_at: 'Received',
    classification: 'Classification',
    unclassified: 'Unclassified',
    unread: 'Unread',
    mark_unread: 'Mark as unread',
    has_attachment: 'Has an attachment',
    attachment: '%{name}, attached to “%{subject}”',
    not_found: 'This e-mail was not found in this company.',
    by_classification: 'Classifications',
    classify: 'Classify %{smart_count} e-mail by the rules |||| Classify %{smart_count} e-mails by the rules',
    tabs: { label: 'Classification state', all: 'All', classified: 'Classified', unclassified: 'Unclassified' },
  },
};
