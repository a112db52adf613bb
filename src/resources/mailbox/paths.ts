import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Spec §2: `/mailbox` (the sidebar's Inbox); an e-mail opens in the right drawer at `/mailbox?email={id}`. */
export const mailboxPaths = resourcePaths('/mailbox');
