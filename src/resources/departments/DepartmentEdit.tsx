import { Alert } from '@mui/material';
import { Navigate, useParams } from 'react-router';
import { Edit, SaveButton, SimpleForm, Toolbar, useEditContext, useRedirect, useTranslate } from 'react-admin';
import type { Department } from '../../api/schema';
import { PermissionGate } from '../../layout/access';
import { RecordNotFound } from '../../layout/detail/RecordNotFound';
import { useSaveErrorHandler } from '../../layout/forms/useFormSubmit';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { limitModeCode, type LimitModeCode } from '../../domain/limits';
import { limitWriteAmount } from '../../domain/moneyModel';
import { departmentPayload } from '../../domain/departments';
import { useApplyWrittenRecord } from '../../providers/data/writtenRecord';
import { DepartmentInputs } from './DepartmentInputs';
import { departmentEditAlso } from './departmentWrites';
import { DEPARTMENTS_PATH } from './departmentTabs';

/** The department with the form's own fields: its limit as a mode code and amount, its administrators' ids. */
type EditedDepartment = Department & { limit_mode: LimitModeCode; limit_amount: number; administrator_ids: number[] };

const withFormFields = (department: Department): EditedDepartment => ({
  ...department,
  limit_mode: limitModeCode(department.limit?.mode ?? 'inherited'),
  limit_amount: limitWriteAmount(department.limit?.mode ?? 'inherited', department.limit?.amount),
  administrator_ids: department.administrators.map((admin) => admin.id),
});

/** A department that is not there or another company's shows the not-found page; another failure is said on the page. */
const LoadFailure = () => {
  const translate = useTranslate();
  const { error } = useEditContext();
  if ((error as { status?: number } | null)?.status === 404) return <RecordNotFound kind="department" listPath={DEPARTMENTS_PATH} />;
  const reason = error instanceof Error && error.message ? error.message : 'spendboard.errors.unexpected';
  return <Alert severity="error">{translate(reason, { _: reason })}</Alert>;
};

/** The one way to delete a department is its detail page's Delete (with the confirmation): the form only saves. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** `/settings/departments/edit/{did}` (update departments): sent as form data; a save shows the list (spec §2). */
const DepartmentEdit = () => {
  const { id } = useParams();
  const notice = useSuccessNotice();
  const redirect = useRedirect();
  const applyWrittenRecord = useApplyWrittenRecord();
  const onError = useSaveErrorHandler();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={DEPARTMENTS_PATH} replace />;
  const onSuccess = (department: Department) => {
    notice('department_updated', { name: department.name });
    applyWrittenRecord('departments', department, departmentEditAlso());
    redirect(DEPARTMENTS_PATH);
  };
  return (
    <PermissionGate permission="update departments" gating="show_warning">
      <Edit<EditedDepartment>
        resource="departments"
        id={Number(id)}
        title="spendboard.departments.edit.title"
        mutationMode="pessimistic"
        queryOptions={{ meta: { partials: ['limit'] }, select: withFormFields, onError: () => undefined }}
        redirectOnError={false}
        error={<LoadFailure />}
        transform={(values, options) => departmentPayload(values, options?.previousData)}
        mutationOptions={{ onSuccess, onError }}
      >
        <SimpleForm toolbar={<SaveOnly />} disableInvalidFormNotification>
          <DepartmentInputs />
        </SimpleForm>
      </Edit>
    </PermissionGate>
  );
};

export default DepartmentEdit;
