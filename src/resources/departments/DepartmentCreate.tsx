import { Create, SimpleForm, useRedirect } from 'react-admin';
import type { Department } from '../../api/schema';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { departmentPayload, type DepartmentFormValues } from '../../domain/departments';
import { useSaveErrorHandler } from '../../layout/forms/useFormSubmit';
import { DepartmentInputs } from './DepartmentInputs';
import { DEPARTMENTS_PATH } from './departmentTabs';

const NEW_DEPARTMENT: DepartmentFormValues = { limit_mode: '3', administrator_ids: [] };

/** `/settings/departments/create` (create departments): sent as form data, then the list. */
const DepartmentCreate = () => {
  const notice = useSuccessNotice();
  const redirect = useRedirect();
  const onError = useSaveErrorHandler();
  const onSuccess = (department: Department) => {
    notice('department_created', { name: department.name });
    redirect(DEPARTMENTS_PATH);
  };
  return (
    <Create
      resource="departments"
      title="spendboard.departments.create.title"
      transform={(values: DepartmentFormValues) => departmentPayload(values)}
      mutationOptions={{ onSuccess, onError }}
    >
      <SimpleForm defaultValues={NEW_DEPARTMENT} disableInvalidFormNotification>
        <DepartmentInputs />
      </SimpleForm>
    </Create>
  );
};

export default DepartmentCreate;
