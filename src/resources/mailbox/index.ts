import { lazyView } from '../../layout/navigation/lazyView';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { catalogueEntry, listAccess, type ResourceManifest } from '../../layout/navigation/manifest';
import { mailboxPaths } from './paths';
import { mailboxListQuery } from './listQuery';

/** The company mailbox (§2 Inbox): react-admin serves the list at `/mailbox`; an e-mail opens in its drawer. */
export const mailboxManifest = {
  name: 'mailbox',
  order: 5,
  views: { list: lazyView(() => import('./MailboxList')) },
  listQuery: mailboxListQuery,
  icon: InboxOutlined,
  catalogue: [
    catalogueEntry({
      id: 'mailbox',
      path: mailboxPaths.list,
      icon: InboxOutlined,
      group: 'workbench',
      tags: ['mail', 'email', 'receipts'],
      access: listAccess('mailbox'),
    }),
  ],
  paths: mailboxPaths,
} satisfies ResourceManifest;

export default mailboxManifest;
