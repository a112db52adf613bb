import { useRefresh, useTranslate } from 'react-admin';
import { updateAdministratorDepartments } from '../../api/rolesAdministrators';
import type { components } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { departmentLinkChanges } from '../../domain/roleEditor';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { DepartmentIdsInput } from './AdministratorInputs';

type Administrator = components['schemas']['Administrator'];

/** The departments a user is attached to: new ones are attached, removed ones detached. */
export const AdministratorDepartmentsDialog = ({ administrator, onClose }: { administrator: Administrator; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();

  async function save(values: Record<string, unknown>) {
    const wanted = Array.isArray(values.department_ids) ? values.department_ids.map(Number) : [];
    await updateAdministratorDepartments(administrator.id, departmentLinkChanges(administrator.department_ids, wanted));
    refresh();
  }

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('spendboard.administrators.departments_title', { name: displayFullName(administrator.first_name, administrator.last_name) })}
      record={{ department_ids: administrator.department_ids }}
      onSubmit={save}
      successMessage="spendboard.administrators.departments_saved"
    >
      <DepartmentIdsInput />
    </DialogForm>
  );
};
