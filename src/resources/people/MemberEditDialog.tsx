import { required, SelectInput, useTranslate, useUpdate } from 'react-admin';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import type { Member, MemberUpdate } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { allowedMemberStatuses } from '../../domain/memberStatus';
import { statusChoices } from '../../domain/statusColors';
import { PersonInputs } from './PersonInputs';

type MemberValues = {
  first_name: string;
  last_name: string;
  email: string;
  department_id: number | null;
  branch_id: number | null;
  status: Member['status'];
};

const memberValues = (member: Member): MemberValues => ({
  first_name: member.first_name ?? '',
  last_name: member.last_name ?? '',
  email: member.email ?? '',
  department_id: member.department_id ?? null,
  branch_id: member.branch_id ?? null,
  status: member.status,
});

/** Only what changed is sent (`PATCH` keeps omitted fields). */
export function memberChanges(member: Member, values: Partial<MemberValues>): MemberUpdate {
  const before = memberValues(member);
  const after: MemberValues = {
    first_name: String(values.first_name ?? '').trim(),
    last_name: String(values.last_name ?? '').trim(),
    email: String(values.email ?? '').trim(),
    department_id: values.department_id ? Number(values.department_id) : null,
    branch_id: values.branch_id ? Number(values.branch_id) : null,
    status: values.status ?? before.status,
  };
  return Object.fromEntries(
    Object.entries(after).filter(([field, value]) => before[field as keyof MemberValues] !== value),
  ) as MemberUpdate;
}

type MemberEditDialogProps = { member: Member; open: boolean; onClose: () => void };

/** Edit a person (manage people): names, e-mail, department, branch and status; API field errors land on the fields. */
export const MemberEditDialog = ({ member, open, onClose }: MemberEditDialogProps) => {
  const translate = useTranslate();
  const [update] = useUpdate<Member>();
  const applyWritten = useApplyWrittenRecord();

  async function save(values: Record<string, unknown>) {
    const changes = memberChanges(member, values as Partial<MemberValues>);
    if (Object.keys(changes).length === 0) return;
    const saved = await update(
      'people',
      { id: member.id, data: changes, previousData: member },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    // A person's department or status shows on the departments' and users' pages too.
    if (saved) applyWritten('people', saved, [['departments'], ['users']]);
  }

  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={translate('spendboard.people.edit.title')}
      record={memberValues(member)}
      onSubmit={save}
      successNotice={(values) => ({
        notice: 'person_updated',
        args: { name: displayFullName(String(values.first_name ?? '').trim(), String(values.last_name ?? '').trim()) },
      })}
    >
      <PersonInputs noDepartmentText="spendboard.people.detail.no_department" />
      <SelectInput source="status" choices={statusChoices('member', allowedMemberStatuses(member.status))} validate={required()} />
    </DialogForm>
  );
};
