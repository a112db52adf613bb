import { defineListQuery } from '../../layout/lists/listQuery';

/** `/mailbox` opens on the newest e-mails. */
export const mailboxListQuery = defineListQuery({
  resource: 'mailbox',
  sort: { field: 'received_at', order: 'DESC' },
});
