/** English texts of the mailbox resource. */
export const mailboxResourceEn = {
  mailbox: {
    name: 'Inbox |||| Inbox',
    fields: { received_at: 'Received', from_name: 'From', subject: 'Subject', classification: 'Classification', q: 'Search' },
    empty: { title: 'No e-mails yet', message: 'Invoices, receipts and statements sent to this company’s mailbox show here.' },
  },
};
