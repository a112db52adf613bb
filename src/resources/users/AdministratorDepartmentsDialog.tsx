import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Administrator } from '../../api/schema';
import { displayFullName } from '../../domain/display';
import { departmentLinkChanges } from '../../domain/roleEditor';
import { DialogForm } from '../../layout/dialogs/DialogForm';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { administratorLinkFamilies } from '../departments/departmentWrites';
import { DepartmentIdsInput } from './AdministratorInputs';

/** The departments a user is attached to: new ones are attached, removed ones detached, then the users and departments that show the links are read again. */
export const AdministratorDepartmentsDialog = ({ administrator, onClose }: { administrator: Administrator; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();

  async function save(values: Record<string, unknown>) {
    const wanted = Array.isArray(values.department_ids) ? values.department_ids.map(Number) : [];
    await dataProvider.updateUserDepartments(administrator.id, departmentLinkChanges(administrator.department_ids, wanted));
    await Promise.all(administratorLinkFamilies().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }

  return (
    <DialogForm
      open
      onClose={onClose}
      title={translate('resources.users.departments_title', { name: displayFullName(administrator.first_name, administrator.last_name) })}
      record={{ department_ids: administrator.department_ids }}
      onSubmit={save}
      successNotice={{
        notice: 'user_departments_saved',
        args: { name: displayFullName(administrator.first_name, administrator.last_name) },
      }}
    >
      <DepartmentIdsInput />
    </DialogForm>
  );
};
