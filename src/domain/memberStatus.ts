import { MEMBER_STATUSES, type MemberStatus } from './contractLists';

export { MEMBER_STATUSES, type MemberStatus };

/**
 * The statuses an administrator may give a person who is `current`: anyone can be suspended and a
 * suspended person reinstated (active); only the person's own acceptance turns an invitation into
 * `active`, and nobody goes back to `invited`.
 */
export function allowedMemberStatuses(current: MemberStatus): MemberStatus[] {
  if (current === 'invited') return ['invited', 'suspended'];
  return ['active', 'suspended'];
}
