import type { Member } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import type { PhoneRow } from '../../layout/lists/ResponsiveDataTable';
import { RowLink } from '../../layout/lists/RowLink';
import { StatusChip } from '../../layout/StatusChip';
import { personPaths } from './paths';

/** Where a person's row leads, in every list of people (People, a department's members). */
export const personRowLink = (member: Member) => personPaths.detail(member.id);

/** A person as one card on a phone: name, e-mail, status. */
export const PERSON_PHONE_ROW: PhoneRow<Member> = {
  primaryText: (member) => displayFullName(member.first_name, member.last_name),
  secondaryText: (member) => member.email,
  tertiaryText: (member) => <StatusChip family="member" status={member.status} />,
};

/** The name cell: a link to the person, reached with Tab and opened with Enter. */
export const PersonNameLink = ({ member }: { member: Member }) => (
  <RowLink to={personRowLink(member)}>{displayFullName(member.first_name, member.last_name)}</RowLink>
);
